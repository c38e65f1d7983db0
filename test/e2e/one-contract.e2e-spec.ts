import { graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { FullSelection } from '../support/full-selection';
import { MatchClient } from '../support/match-client';
import { xorshift } from '../support/random-playout';

/**
 * One canonical JSON: the same match, log and listings read over REST and
 * over GraphQL (every field the schema offers, selected from introspection)
 * are deeply equal, for every reader, at every point of whole matches.
 */
describe('one contract: REST and GraphQL answer the same JSON', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_MAX: '1000000', GRAPHQL_MAX_COMPLEXITY: '100000', GRAPHQL_MAX_TOKENS: '100000' },
  });
  let select: FullSelection;
  let clients: MatchClient[];
  let spectator: MatchClient;

  beforeAll(async () => {
    select = await FullSelection.of(t.app);
    clients = [];
    for (const handle of ['ann', 'ben', 'cat'])
      clients.push(new MatchClient(t.app, handle, await registerAndLogin(t.app, handle)));
    spectator = new MatchClient(t.app, 'dora', await registerAndLogin(t.app, 'dora'));
  });

  async function gql(
    reader: MatchClient,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const res = await graphql(t.app, query, variables, reader.bearer);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  }

  /** The match as `reader` reads it both ways: equal, field for field. */
  async function expectSameMatch(reader: MatchClient, id: string): Promise<void> {
    const rest = (await reader.get(`/api/matches/${id}`).expect(200)).body;
    const data = await gql(reader, `query ($id: ID!) { match(id: $id) { ${select.of('Match')} } }`, { id });
    expect(data.match).toEqual(rest);
  }

  async function expectSameLog(reader: MatchClient, id: string): Promise<void> {
    const rest = (await reader.get(`/api/matches/${id}/events`).expect(200)).body;
    const data = await gql(reader, `query ($id: ID!) { matchLog(matchId: $id) { ${select.of('MatchEventPage')} } }`, {
      id,
    });
    expect(data.matchLog).toEqual(rest);
  }

  async function expectSameListings(reader: MatchClient, gameId: string): Promise<void> {
    const page = select.of('MatchPage');
    const mine = (await reader.get('/api/matches?limit=5').expect(200)).body;
    const open = (await reader.get(`/api/matches/open?gameId=${gameId}`).expect(200)).body;
    const archive = (await reader.get(`/api/matches/archive?gameId=${gameId}`).expect(200)).body;
    const data = await gql(
      reader,
      `query ($gameId: String) { myMatches(input: { limit: 5 }) { ${page} } openMatches(gameId: $gameId) { ${page} } archive(gameId: $gameId) { ${page} total } }`,
      { gameId },
    );
    expect(data).toEqual({ myMatches: mine, openMatches: open, archive });
  }

  /** Plays `id` to the end with seeded random legal moves, comparing both transports for every reader after each. */
  async function playComparing(id: string, seated: MatchClient[], gameId: string): Promise<number> {
    const pick = xorshift(gameId.length * 7919);
    const readers = [...seated, spectator];
    let points = 0;
    for (;;) {
      for (const reader of readers) await expectSameMatch(reader, id);
      points++;
      if (points % 10 === 1) for (const reader of readers) await expectSameLog(reader, id);
      const states = await Promise.all(seated.map(async (c) => ({ c, m: await c.match(id) })));
      const turn = states.find((s) => s.m.legalMoves.length > 0);
      if (!turn) break;
      const move = turn.m.legalMoves[Math.floor(pick() * turn.m.legalMoves.length)];
      await turn.c.post(`/api/matches/${id}/moves`, { expectedSeq: turn.m.seq, move: move.text }).expect(200);
    }
    for (const reader of readers) {
      await expectSameLog(reader, id);
      await expectSameListings(reader, gameId);
    }
    return points;
  }

  it('for a whole Maw set, to every reader', async () => {
    const [ann, ben] = clients;
    const id = await ann.create({ gameId: 'maw' });
    await expectSameListings(ben, 'maw');
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const points = await playComparing(id, [ann, ben], 'maw');
    expect((await ann.match(id)).status).toBe('finished');
    expect(points).toBeGreaterThan(15);
  }, 240_000);

  it('for a whole Pope Joan match, to every reader', async () => {
    const [ann, ben, cat] = clients;
    // Counters enough that nobody goes bankrupt: all three deals are played (the deals come from a random seed).
    const id = await ann.create({ gameId: 'pope-joan', seats: 3, options: { deals: 1, startingCounters: 200 } });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    await cat.post(`/api/matches/${id}/join`).expect(200);
    const points = await playComparing(id, [ann, ben, cat], 'pope-joan');
    expect((await ann.match(id)).status).toBe('finished');
    expect(points).toBeGreaterThan(10);
  }, 240_000);
});
