import { AddressInfo } from 'node:net';
import request from 'supertest';
import { runBot } from '../../examples/bot/bot';
import { useTestApp } from '../support/app';
import { playOut } from '../support/play-out';
import { createToken, registerAndLogin } from '../support/auth-client';
import { MatchClient } from '../support/match-client';

// examples/bot, the reference bot, run against the server over real HTTP with a bot:play token: it plays a whole
// Maw set and a whole Pope Joan match at once, through the turn stream and moves only.
describe('the reference bot (examples/bot)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '1000', BOT_DELAY: '0' } });
  let baseUrl: string;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });

  it('plays a whole Maw set and a whole Pope Joan match through the public API', async () => {
    const ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    const registered = await request(t.app.getHttpServer())
      .post('/api/auth/register')
      .send({ handle: 'refbot', password: 'correct horse battery', bot: true })
      .expect(201);
    const owner = new MatchClient(t.app, 'refbot', registered.body.accessToken as string);
    const { secret } = await createToken(t.app, owner.bearer, ['bot:play']);

    // Its owner seats it, by invite code, in a Maw set and a Pope Joan match beside a built-in bot.
    const maw = await ann.create({ gameId: 'maw', options: { target: 5 } });
    const popeJoan = await ann.create({ gameId: 'pope-joan', seats: 3, options: { deals: 1 } });
    for (const id of [maw, popeJoan])
      await owner.post('/api/matches/join', { inviteCode: (await ann.match(id)).inviteCode }).expect(200);
    await ann.post(`/api/matches/${popeJoan}/bots`, { kind: 'heuristic' }).expect(200);

    const stop = new AbortController();
    const moves: string[] = [];
    const ended = new Set<string>();
    const bot = runBot({
      baseUrl,
      token: secret,
      signal: stop.signal,
      onMove: (match) => moves.push(match.id),
      onEnd: (match) => ended.add(match.id),
    });
    try {
      const [mawOver, popeJoanOver] = await Promise.all([playOut(ann, maw), playOut(ann, popeJoan)]);
      expect(mawOver.result).not.toBeNull();
      expect(popeJoanOver.result).not.toBeNull();
    } finally {
      stop.abort();
      await bot;
    }
    // Each match ended, so the bot made every decision its seat had (in Pope Joan, a lead may never come its way).
    expect(moves).toContain(maw);
    for (const id of [maw, popeJoan]) {
      const log = await ann.log(id);
      const own = log.filter((e) => e.kind === 'move' && e.player === 'refbot' && e.forced === false);
      expect(own.length).toBe(moves.filter((m) => m === id).length);
      expect((await ann.match(id)).players).toContainEqual(expect.objectContaining({ handle: 'refbot', bot: true }));
    }
  }, 240_000);
});
