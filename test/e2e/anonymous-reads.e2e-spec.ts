import request from 'supertest';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { ARCHIVE_QUERY, MATCH_LOG_QUERY, MATCH_QUERY, OPEN_MATCHES_QUERY } from '../support/match-queries';
import { xorshift } from '../support/random-playout';

/**
 * What is public (an open match, its log, the open matches, the archive) is
 * readable without an account, over REST and GraphQL: exactly as a signed-in
 * spectator reads it, never more. Private matches stay NOT_FOUND.
 */
describe('reading without an account', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const http = () => request(t.app.getHttpServer());
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;
  /** Signed in, with no part in any match and invited to none: a spectator. */
  let eve: MatchClient;
  let active: string;
  let finished: string;
  let privateActive: string;
  let privateFinished: string;
  let privateInviting: string;

  const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));

  /** A few moves of whoever may move, chosen at random. */
  async function play(id: string, moves: number, pick: () => number): Promise<void> {
    for (let n = 0; n < moves; n++) {
      for (const c of [ann, ben]) {
        const m = await c.match(id);
        if (m.legalMoves.length === 0) continue;
        const move = m.legalMoves[Math.floor(pick() * m.legalMoves.length)];
        await c.post(`/api/matches/${id}/moves`, { expectedSeq: m.seq, move: move.text }).expect(200);
        break;
      }
    }
  }

  async function started(visibility: 'open' | 'private'): Promise<string> {
    const id = await ann.create({ gameId: 'maw', visibility });
    const code = (await ann.match(id)).inviteCode as string;
    await (
      visibility === 'open' ? ben.post(`/api/matches/${id}/join`) : ben.post('/api/matches/join', { inviteCode: code })
    ).expect(200);
    return id;
  }

  beforeAll(async () => {
    [ann, ben, cat, eve] = await Promise.all(['ann', 'ben', 'cat', 'eve'].map(client));
    const pick = xorshift(17);
    active = await started('open');
    await play(active, 4, pick);
    finished = await started('open');
    await play(finished, 6, pick);
    await ben.post(`/api/matches/${finished}/resign`).expect(200);
    privateActive = await started('private');
    await play(privateActive, 6, pick);
    privateFinished = await started('private');
    await ben.post(`/api/matches/${privateFinished}/resign`).expect(200);
    privateInviting = await ann.create({ gameId: 'maw', visibility: 'private', invite: ['cat'] });
    await cat.create({ gameId: 'pope-joan', seats: 3 });
  });

  const anonymous = (path: string) => http().get(path);

  it('reads an open match, its log, the open matches and the archive over REST exactly as a signed-in spectator does', async () => {
    const paths = [
      `/api/matches/${active}`,
      `/api/matches/${active}/events`,
      `/api/matches/${active}/events?fromSeq=3&limit=5`,
      `/api/matches/${finished}`,
      `/api/matches/${finished}/events`,
      '/api/matches/open',
      '/api/matches/open?gameId=pope-joan',
      '/api/matches/archive',
      '/api/matches/archive?player=ann&limit=1',
    ];
    for (const path of paths) {
      const [seen, spectator] = [await anonymous(path).expect(200), await eve.get(path).expect(200)];
      expect({ path, body: seen.body }).toEqual({ path, body: spectator.body });
      // The same answer, so the same tag: a 304 can be had without an account too.
      expect(seen.headers.etag).toBe(spectator.headers.etag);
      await anonymous(path).set('if-none-match', seen.headers.etag).expect(304);
    }
  });

  it('shows an anonymous reader no seat, no hand, no invite code and no moves, and no card a seat holds', async () => {
    const seen = (await anonymous(`/api/matches/${active}`).expect(200)).body as MatchBody;
    expect(seen).toMatchObject({ yourSeat: null, inviteCode: null, legalMoves: [] });
    expect(seen.view).toMatchObject({ seat: null, hand: null });
    // The cards in the seats' hands that the table cannot see: none of them appears anywhere in what was read.
    const log = JSON.stringify((await anonymous(`/api/matches/${active}/events?limit=1000`).expect(200)).body);
    for (const player of [ann, ben]) {
      const own = await player.match(active);
      const { turnUp } = (own.view as { game: { turnUp: string | null } }).game;
      const hidden = (own.view?.hand as string[]).filter((card) => card !== turnUp);
      expect(hidden.length).toBeGreaterThan(0);
      for (const text of [JSON.stringify(seen.view), log])
        for (const card of hidden) expect(text).not.toMatch(new RegExp(`"${card}"`));
    }
  });

  it('reads the same over GraphQL, without a credential, as a signed-in spectator does', async () => {
    const operations: [string, Record<string, unknown>][] = [
      [MATCH_QUERY, { id: active }],
      [MATCH_LOG_QUERY, { id: active, fromSeq: 2 }],
      [MATCH_QUERY, { id: finished }],
      [OPEN_MATCHES_QUERY, {}],
      [ARCHIVE_QUERY, { gameId: 'maw' }],
    ];
    for (const [query, variables] of operations) {
      const seen = await graphql(t.app, query, variables).expect(200);
      const spectator = await graphql(t.app, query, variables, eve.bearer).expect(200);
      expect(seen.body.errors).toBeUndefined();
      expect(seen.body).toEqual(spectator.body);
    }
    const match = (await graphql(t.app, MATCH_QUERY, { id: active }).expect(200)).body.data.match;
    expect(match).toMatchObject({ yourSeat: null, legalMoves: [], view: { seat: null, hand: null } });
  });

  it('keeps private matches NOT_FOUND, and out of the listings, to anyone without a part in them', async () => {
    for (const id of [privateActive, privateFinished, privateInviting]) {
      for (const path of [`/api/matches/${id}`, `/api/matches/${id}/events`]) {
        const seen = await anonymous(path).expect(404);
        expect(seen.body).toEqual((await eve.get(path).expect(404)).body);
        expect(seen.body.error.code).toBe('NOT_FOUND');
      }
      const gql = await graphql(t.app, 'query ($id: ID!) { match(id: $id) { id } }', { id }).expect(200);
      expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const log = await graphql(t.app, 'query ($id: ID!) { matchLog(matchId: $id) { next } }', { id }).expect(200);
      expect(log.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const listed = [
      ...(await anonymous('/api/matches/open?limit=100').expect(200)).body.items,
      ...(await anonymous('/api/matches/archive').expect(200)).body.items,
    ].map((m: { id: string }) => m.id);
    expect(listed).toEqual(expect.arrayContaining([finished]));
    for (const id of [privateActive, privateFinished, privateInviting]) expect(listed).not.toContain(id);
    // The player it invites sees it where anonymous readers do not.
    expect((await cat.get('/api/matches/open').expect(200)).body.items.map((m: { id: string }) => m.id)).toContain(
      privateInviting,
    );
  });

  it('answers a failing credential as none, and holds a good one to match:read', async () => {
    const path = `/api/matches/${active}`;
    const seen = (await anonymous(path).expect(200)).body;
    for (const bearer of ['plr_not_a_real_token', 'not-even-a-jwt'])
      expect((await anonymous(path).set('authorization', `Bearer ${bearer}`).expect(200)).body).toEqual(seen);
    // A token without match:read would otherwise read as its player, hand and all.
    const { secret } = await createToken(t.app, ann.bearer, ['account:read']);
    const refused = await anonymous(path).set('authorization', `Bearer ${secret}`).expect(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', details: { missingScopes: ['match:read'] } });
    const gql = await graphql(t.app, 'query ($id: ID!) { match(id: $id) { id } }', { id: active }, secret);
    expect(gql.body.errors[0].extensions).toEqual({ code: 'FORBIDDEN', details: { missingScopes: ['match:read'] } });
    // With the scope, the player reads their own seat.
    const { secret: reader } = await createToken(t.app, ann.bearer, ['match:read']);
    expect((await anonymous(path).set('authorization', `Bearer ${reader}`).expect(200)).body.yourSeat).toBe(0);
  });

  it('still needs a credential for everything else: my matches, commands, streams', async () => {
    await anonymous('/api/matches').expect(401);
    await anonymous(`/api/matches/${active}/stream`).expect(401);
    await http().post(`/api/matches/${active}/resign`).expect(401);
    await http().post('/api/matches').send({ gameId: 'maw' }).expect(401);
    const mine = await graphql(t.app, '{ myMatches { items { id } } }').expect(200);
    expect(mine.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
