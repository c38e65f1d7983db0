import request from 'supertest';
import { BotMover } from '../../src/bots/play/bot-mover';
import { PrismaService } from '../../src/database/prisma.service';
import { useTestApp } from '../support/app';
import { playOut } from '../support/play-out';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { MatchBody, MatchClient } from '../support/match-client';

/** Waits until the match has moved past `seq`; the match then. */
async function movedPast(client: MatchClient, id: string, seq: number): Promise<MatchBody> {
  const until = Date.now() + 10_000;
  for (;;) {
    const m = await client.match(id);
    if (m.seq > seq || Date.now() > until) return m;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bots: bot accounts, and built-in bots in seats', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '1000', BOT_DELAY: '0' } });
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
  });

  describe('bot accounts', () => {
    it('keeps the built-in bots’ handles from everyone, in any case', async () => {
      for (const handle of ['heuristic-bot', 'Random-Bot', 'heuristic-bot-3']) {
        const res = await request(t.app.getHttpServer())
          .post('/api/auth/register')
          .send({ handle, password: 'correct horse battery' })
          .expect(409);
        expect(res.body.error).toMatchObject({
          code: 'HANDLE_TAKEN',
          details: { field: 'handle', reason: 'RESERVED' },
        });
      }
      await registerAndLogin(t.app, 'heuristic-bots');
    });

    it('registers a bot account, shown as a bot on its profile; a person is not one', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/auth/register')
        .send({ handle: 'robo', password: 'correct horse battery', bot: true })
        .expect(201);
      expect(res.body.player).toMatchObject({ handle: 'robo', bot: true, botKind: null });
      const profile = await request(t.app.getHttpServer()).get('/api/players/robo').expect(200);
      expect(profile.body).toMatchObject({ bot: true, botKind: null });
      expect((await ann.get('/api/me').expect(200)).body).toMatchObject({ bot: false, botKind: null });
      const gql = await graphql(t.app, '{ player(handle: "robo") { handle bot botKind } }').expect(200);
      expect(gql.body.data.player).toEqual({ handle: 'robo', bot: true, botKind: null });
      const byGraphql = await graphql(
        t.app,
        'mutation($input: RegisterInput!) { register(input: $input) { player { handle bot botKind } } }',
        { input: { handle: 'robo2', password: 'correct horse battery', bot: true } },
      ).expect(200);
      expect(byGraphql.body.data.register.player).toEqual({ handle: 'robo2', bot: true, botKind: null });
    });

    it('gives bot:play to bot accounts only; a person’s account becomes one by REST or GraphQL', async () => {
      const cat = await registerAndLogin(t.app, 'cat');
      const refused = await request(t.app.getHttpServer())
        .post('/api/tokens')
        .set('authorization', `Bearer ${cat}`)
        .send({ description: 'my bot', scopes: ['bot:play'] })
        .expect(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'scopes' } });
      const became = await request(t.app.getHttpServer())
        .post('/api/players/me/bot')
        .set('authorization', `Bearer ${cat}`)
        .expect(200);
      expect(became.body).toMatchObject({ handle: 'cat', bot: true, botKind: null });
      await createToken(t.app, cat, ['bot:play']);

      const dan = await registerAndLogin(t.app, 'dan');
      const gql = await graphql(t.app, 'mutation { becomeBot { handle bot } }', {}, dan).expect(200);
      expect(gql.body.data.becomeBot).toEqual({ handle: 'dan', bot: true });
      const token = await createToken(t.app, dan, ['bot:play']);
      // Only a session makes an account a bot's.
      const byToken = await request(t.app.getHttpServer())
        .post('/api/players/me/bot')
        .set('authorization', `Bearer ${token.secret}`)
        .expect(403);
      expect(byToken.body.error.code).toBe('FORBIDDEN');
    });

    it('lets a bot:play token read matches and move, and do nothing else', async () => {
      const evan = await registerAndLogin(t.app, 'evan');
      await request(t.app.getHttpServer()).post('/api/players/me/bot').set('authorization', `Bearer ${evan}`);
      const token = await createToken(t.app, evan, ['bot:play']);
      const bot = new MatchClient(t.app, 'evan', token.secret);
      const id = await ann.create({ gameId: 'maw' });
      const { inviteCode } = await ann.match(id);

      // Joining, creating, the account: not a bot's play.
      expect((await bot.post('/api/matches/join', { inviteCode }).expect(403)).body.error.code).toBe('FORBIDDEN');
      expect((await bot.post('/api/matches', { gameId: 'maw' }).expect(403)).body.error.code).toBe('FORBIDDEN');
      expect((await bot.get('/api/me').expect(403)).body.error.code).toBe('FORBIDDEN');
      expect((await bot.get('/api/webhooks').expect(403)).body.error.code).toBe('FORBIDDEN');

      // Its owner seats it by the invite code; then the token plays.
      await new MatchClient(t.app, 'evan', evan).post('/api/matches/join', { inviteCode }).expect(200);
      const m = await bot.match(id);
      expect(m.status).toBe('active');
      expect(m.players).toEqual([
        expect.objectContaining({ handle: 'ann', bot: false }),
        expect.objectContaining({ handle: 'evan', bot: true }),
      ]);
      await bot.get('/api/matches?yourTurn=true').expect(200);
      const mover = m.legalMoves.length > 0 ? bot : ann;
      const turn = await mover.match(id);
      await mover
        .post(`/api/matches/${id}/moves`, { expectedSeq: turn.seq, move: turn.legalMoves[0].text })
        .expect(200);
      await bot.post(`/api/matches/${id}/resign`).expect(200);
      expect((await ann.match(id)).status).toBe('finished');
    });

    it('refuses a bot account an open match by its id: bots join by invitation', async () => {
      const robo = new MatchClient(t.app, 'robo', await login('robo'));
      const id = await ann.create({ gameId: 'maw' });
      const res = await robo.post(`/api/matches/${id}/join`).expect(403);
      expect(res.body.error.code).toBe('BOTS_NOT_ALLOWED');
      const gql = await graphql(t.app, 'mutation($id: ID) { joinMatch(matchId: $id) { fresh } }', { id }, robo.bearer);
      expect(gql.body.errors[0].extensions.code).toBe('BOTS_NOT_ALLOWED');

      const invited = await ann.create({ gameId: 'maw', visibility: 'private', invite: ['robo'] });
      await robo.post(`/api/matches/${invited}/join`).expect(200);
    });
  });

  async function login(handle: string): Promise<string> {
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ handle, password: 'correct horse battery' })
      .expect(200);
    return res.body.accessToken as string;
  }

  describe('built-in bots in seats', () => {
    it('lets only the creator seat one, of a kind the game has, in an open seat', async () => {
      const id = await ann.create({ gameId: 'maw' });
      expect((await ben.post(`/api/matches/${id}/bots`, { kind: 'heuristic' }).expect(403)).body.error.code).toBe(
        'NOT_CREATOR',
      );
      const bad = await ann.post(`/api/matches/${id}/bots`, { kind: 'clever' }).expect(400);
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'kind' } });
      await ann.post(`/api/matches/${id}/bots`, { kind: 'random' }).expect(200);
      expect((await ann.post(`/api/matches/${id}/bots`, { kind: 'random' }).expect(422)).body.error.code).toBe(
        'NOT_OPEN',
      );
    });

    it('keeps a system account from logging in', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/auth/login')
        .send({ handle: 'random-bot', password: 'correct horse battery' })
        .expect(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    });

    it('plays a whole Maw set against a seated heuristic bot, its moves logged under its own player', async () => {
      const id = await ann.create({ gameId: 'maw', options: { target: 5 } });
      const seated = await ann.post(`/api/matches/${id}/bots`, { kind: 'heuristic' }).expect(200);
      expect(seated.body.match.status).toBe('active');
      expect(seated.body.match.players).toEqual([
        expect.objectContaining({ handle: 'ann', bot: false }),
        expect.objectContaining({ handle: 'heuristic-bot', bot: true }),
      ]);
      const over = await playOut(ann, id);
      expect(over.result).not.toBeNull();
      const log = await ann.log(id);
      const botMoves = log.filter((e) => e.kind === 'move' && e.seat === 1 && e.forced === false);
      expect(botMoves.length).toBeGreaterThan(0);
      expect(new Set(botMoves.map((e) => e.player))).toEqual(new Set(['heuristic-bot']));
      const profile = await request(t.app.getHttpServer()).get('/api/players/heuristic-bot').expect(200);
      expect(profile.body).toMatchObject({ bot: true, botKind: 'heuristic' });
    }, 180_000);

    it('plays a whole Pope Joan match with two bots seated by GraphQL, one system account a seat', async () => {
      const id = await ann.create({ gameId: 'pope-joan', seats: 3, options: { deals: 1 } });
      const seat =
        'mutation($id: ID!) { seatBot(matchId: $id, kind: heuristic) { match { status players { handle bot } } } }';
      const first = await graphql(t.app, seat, { id }, ann.bearer).expect(200);
      expect(first.body.data.seatBot.match.status).toBe('open');
      const second = await graphql(t.app, seat, { id }, ann.bearer).expect(200);
      expect(second.body.data.seatBot.match).toEqual({
        status: 'active',
        players: [
          { handle: 'ann', bot: false },
          { handle: 'heuristic-bot', bot: true },
          { handle: 'heuristic-bot-2', bot: true },
        ],
      });
      const over = await playOut(ann, id);
      expect(over.status).toBe('finished');
      const players = new Set((await ann.log(id)).filter((e) => e.kind === 'move').map((e) => e.player));
      expect(players).toEqual(new Set(['ann', 'heuristic-bot', 'heuristic-bot-2']));
    }, 180_000);

    it('makes a bot’s move once: a job run again, or for a seq the match has moved past, does nothing', async () => {
      const mover = t.app.get(BotMover);
      const id = await ann.create({ gameId: 'maw' });
      const started = (await ann.post(`/api/matches/${id}/bots`, { kind: 'random' }).expect(200)).body
        .match as MatchBody;
      // Wait for the bot until it is ann's decision.
      let m = started;
      while (m.legalMoves.length === 0) m = await movedPast(ann, id, m.seq);
      const { id: botId } = await t.app
        .get(PrismaService)
        .player.findUniqueOrThrow({ where: { handleKey: 'random-bot' }, select: { id: true } });
      await mover.move({ matchId: id, seq: m.seq, playerId: botId });
      await mover.move({ matchId: id, seq: m.seq - 1, playerId: botId });
      expect((await ann.match(id)).seq).toBe(m.seq);

      await ann.post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: m.legalMoves[0].text }).expect(200);
      const after = await ann.match(id);
      if (after.legalMoves.length > 0) return;
      const botTurn = after.seq;
      // Until the bot is through its turns: a bot that wins the trick leads the next one, as a job of its own.
      let done = await movedPast(ann, id, botTurn);
      while (done.status === 'active' && done.legalMoves.length === 0) done = await movedPast(ann, id, done.seq);
      const again = (await ann.log(id, botTurn)).length;
      await mover.move({ matchId: id, seq: botTurn, playerId: botId });
      expect((await ann.log(id, botTurn)).length).toBe(again);
      expect(done.seq).toBeGreaterThan(botTurn);
    });
  });
});
