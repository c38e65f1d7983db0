import { AddressInfo } from 'node:net';
import { Client } from 'graphql-ws';
import request from 'supertest';
import { HOSTED_GAMES, serveGames } from '../../src/games/served-games';
import { MatchCommands } from '../../src/matches/commands/match-commands';
import { MatchReader } from '../../src/matches/reading/match-reader';
import { PlayersService } from '../../src/players/players.service';
import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchClient } from '../support/match-client';
import { EVENT_FIELDS } from '../support/match-fragments';
import { Received, socketClient } from '../support/socket-client';
import { HIGH_CARD } from '../support/toy-card-game';

// Served through the same seam as Maw and Pope Joan, before the app (and its GraphQL schema) is built.
serveGames([...HOSTED_GAMES, HIGH_CARD]);

const MATCH = `id gameId status seq yourSeat options legalMoves { text type card }
  result { reason standings { seat rank score } }
  view { ... on HighCardView { seat players hand handSizes played { seat card } decision { seats kind } } }`;
const MATCH_QUERY = `query ($id: ID!) { match(id: $id) { ${MATCH} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { ${MATCH} } } }`;
const MOVE = `mutation ($input: SubmitMoveInput!) { submitMove(input: $input) { match { ${MATCH} } events { seq forced } } }`;
const EVENTS = `${EVENT_FIELDS} subscription ($id: ID!) { matchEvents(matchId: $id) { event { ...EventFields } match { ${MATCH} } } }`;

interface SeenMatch {
  seq: number;
  status: string;
  legalMoves: { text: string; type: string; card: string | null }[];
  view: { hand: string[] | null; played: { seat: number; card: string }[] } | null;
  result: { reason: string; standings: { seat: number; rank: number }[] } | null;
}
interface Update {
  matchEvents: { event: { seq: number; move: { text: string } | null }; match: SeenMatch | null };
}

describe('a game served through the seam alone (High Card, a toy)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;
  let socket: Client;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    const url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
    socket = socketClient(url, ben.bearer);
  });

  afterAll(async () => {
    await socket.dispose();
  });

  it('is in the catalog with its options, over REST and GraphQL', async () => {
    const rest = await request(t.app.getHttpServer()).get('/api/games/high-card').expect(200);
    expect(rest.body).toMatchObject({ id: 'high-card', name: 'High Card', minPlayers: 2, maxPlayers: 3 });
    expect(rest.body.options).toEqual([
      expect.objectContaining({ name: 'handSize', type: 'integer', default: 3 }),
      expect.objectContaining({ name: 'botTakesOver', type: 'boolean', default: false }),
    ]);
    const gql = await graphql(t.app, '{ games { id } }').expect(200);
    expect(gql.body.data.games.map((g: { id: string }) => g.id)).toEqual(['maw', 'pope-joan', 'high-card']);
  });

  it('is played to the end over REST and GraphQL, typed and as text, while a subscriber follows it', async () => {
    const created = await graphql(
      t.app,
      CREATE,
      { input: { gameId: 'high-card', seats: 2, options: { handSize: 3 } } },
      ann.bearer,
    ).expect(200);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createMatch.match.id as string;
    expect(created.body.data.createMatch.match.options).toEqual({ handSize: 3, botTakesOver: false });
    const followed = new Received<Update>(socket, EVENTS, { id });
    await ben.post(`/api/matches/${id}/join`).expect(200);

    const hidden = (await ann.match(id)).view?.hand as string[];
    expect(hidden).toHaveLength(3);
    expect((await ben.match(id)).view).toMatchObject({ hand: expect.any(Array), handSizes: [3, 3] });

    let turns = 0;
    for (;;) {
      const seen = await Promise.all(
        [ann, ben].map(async (c) => ({ c, m: (await c.match(id)) as unknown as SeenMatch })),
      );
      const turn = seen.find((s) => s.m.legalMoves.length > 0);
      if (!turn) break;
      const [move] = turn.m.legalMoves;
      expect(move).toEqual({ text: move.card, type: 'play', card: move.card });
      if (turns++ % 2 === 0) {
        const res = await graphql(
          t.app,
          MOVE,
          { input: { matchId: id, expectedSeq: turn.m.seq, highCard: { card: move.card } } },
          turn.c.bearer,
        ).expect(200);
        expect(res.body.errors).toBeUndefined();
      } else {
        await turn.c.post(`/api/matches/${id}/moves`, { expectedSeq: turn.m.seq, move: move.text }).expect(200);
      }
    }
    // Each seat chose two cards; the last card of each hand was forced.
    expect(turns).toBe(4);

    const end = await graphql(t.app, MATCH_QUERY, { id }, ann.bearer).expect(200);
    const match = end.body.data.match as SeenMatch;
    expect(match.status).toBe('finished');
    expect(match.result?.reason).toBe('CARDS_PLAYED');
    expect(match.view?.played).toHaveLength(6);
    expect(new Set(match.view?.played.filter((p) => p.seat === 0).map((p) => p.card))).toEqual(new Set(hidden));

    await followed.ended();
    expect(followed.errors).toEqual([]);
    expect(followed.values.map((v) => v.matchEvents.event.seq)).toEqual([...Array(match.seq).keys()]);
    expect(followed.values.at(-1)?.matchEvents.match).toEqual(
      (await graphql(t.app, MATCH_QUERY, { id }, ben.bearer).expect(200)).body.data.match,
    );
    // Until Ann played a card, nothing Ben received named it.
    for (const card of hidden) {
      const playedAt = followed.values.find((v) => v.matchEvents.event.move?.text === card)?.matchEvents.event.seq;
      const before = followed.values.filter((v) => v.matchEvents.event.seq < (playedAt ?? Infinity));
      expect(JSON.stringify(before)).not.toContain(`"${card}"`);
    }
  });

  it('refuses a typed move given for two games at once', async () => {
    const id = await ann.create({ gameId: 'high-card', seats: 2 });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const res = await graphql(
      t.app,
      MOVE,
      { input: { matchId: id, expectedSeq: 3, highCard: { card: 'AS' }, maw: { type: 'play', card: 'AS' } } },
      ann.bearer,
    ).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a move typed in the field of another game, and appends nothing', async () => {
    const id = await ann.create({ gameId: 'high-card', seats: 2 });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const before = await ann.match(id);
    const mover = before.legalMoves.length > 0 ? ann : ben;
    const { seq, legalMoves } = await mover.match(id);
    const res = await graphql(
      t.app,
      MOVE,
      { input: { matchId: id, expectedSeq: seq, maw: { type: 'play', card: legalMoves[0].card } } },
      mover.bearer,
    ).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('MALFORMED_MOVE');
    expect((await ann.match(id)).seq).toBe(seq);
  });

  it('hands a seat that is left to a bot when the game declares a takeover, and ranks who left as it says', async () => {
    const id = await ann.create({ gameId: 'high-card', seats: 2, options: { botTakesOver: true } });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const annSeat = (await ann.match(id)).yourSeat as number;
    const resigned = await ann.post(`/api/matches/${id}/resign`).expect(200);
    expect(resigned.body.events).toEqual([
      expect.objectContaining({ kind: 'replaced', player: 'ann', seat: annSeat, replacedBy: 'heuristic-bot' }),
    ]);
    expect(resigned.body.match).toMatchObject({ status: 'active', yourSeat: null, legalMoves: [] });
    expect(resigned.body.match.view.hand).toBeNull();

    // No built-in bot plays High Card: the test moves for it, as its seat sees the match.
    const [bot] = await t.app.get(PlayersService).builtInBots('heuristic', 1);
    const commands = t.app.get(MatchCommands);
    for (let m = await ben.match(id); m.status === 'active'; m = await ben.match(id)) {
      if (m.legalMoves.length > 0) {
        await ben.post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: m.legalMoves[0].text }).expect(200);
        continue;
      }
      const [card] = (await t.app.get(MatchReader).read(bot.id, id)).state.game?.legalMoves(annSeat) ?? [];
      await commands.submitMove(bot.id, { matchId: id, expectedSeq: m.seq, move: card, idempotencyKey: null });
    }

    const found = (await ann.get('/api/matches/archive?player=ann&gameId=high-card').expect(200)).body;
    expect(found.items.map((m: { id: string }) => m.id)).toContain(id);
    const item = found.items.find((m: { id: string }) => m.id === id);
    expect(item.players[annSeat]).toMatchObject({ handle: 'heuristic-bot', bot: true, replacing: 'ann' });
    const stats = await request(t.app.getHttpServer()).get('/api/players/ann/stats?gameId=high-card').expect(200);
    expect(stats.body.games[0].ranks).toContainEqual({ rank: 3, count: 1 });
    const botStats = await request(t.app.getHttpServer()).get('/api/players/heuristic-bot/stats').expect(200);
    expect(botStats.body.games).toEqual([]);
  });
});
