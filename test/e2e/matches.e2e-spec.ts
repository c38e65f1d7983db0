import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';
import { MatchBody, MatchClient, startedMaw, twoPlayers } from '../support/match-client';
import { commitment, seedFromHex } from '../../src/engine';
import { xorshift } from '../support/random-playout';

const env = { RATE_LIMIT_MAX: '100000' };

describe('matches over REST', () => {
  const t = useTestApp({ env });
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
  });

  /** Who must decide now, and what they see. */
  async function decider(id: string): Promise<{ client: MatchClient; match: MatchBody } | null> {
    for (const client of [ann, ben]) {
      const match = await client.match(id);
      if (match.status !== 'active') return null;
      if (match.legalMoves.length > 0) return { client, match };
    }
    throw new Error('nobody may move in an active match');
  }

  it('plays a whole Maw set between two players, then reveals a seed that matches the commitment', async () => {
    const id = await startedMaw(ann, ben);
    const pick = xorshift(42);
    let moves = 0;
    for (let turn = await decider(id); turn; turn = await decider(id)) {
      const { client, match } = turn;
      const move = match.legalMoves[Math.floor(pick() * match.legalMoves.length)];
      const res = await client
        .post(`/api/matches/${id}/moves`, { expectedSeq: match.seq, move: move.text })
        .expect(200);
      expect(res.body.match.seq).toBeGreaterThan(match.seq);
      moves++;
    }
    const end = await ann.match(id);
    expect(end.status).toBe('finished');
    expect(end.result).toMatchObject({ reason: 'TARGET_REACHED' });
    expect(moves).toBeGreaterThan(20);
    const seed = seedFromHex(end.seed as string);
    expect(seed && commitment(id, seed)).toBe(end.commitment);
  });

  it('hides the seed while the match runs', async () => {
    const id = await startedMaw(ann, ben);
    expect((await ann.match(id)).seed).toBeNull();
  });

  it('refuses a stale seq with 409 and the current seq, and changes nothing', async () => {
    const id = await startedMaw(ann, ben);
    const turn = await decider(id);
    if (!turn) throw new Error('not started');
    const res = await turn.client
      .post(`/api/matches/${id}/moves`, { expectedSeq: turn.match.seq - 1, move: turn.match.legalMoves[0].text })
      .expect(409);
    expect(res.body.error).toMatchObject({ code: 'STALE_SEQ', details: { currentSeq: turn.match.seq } });
    expect((await ann.match(id)).seq).toBe(turn.match.seq);
  });

  it('answers a repeated idempotency key with the original result, never a second move', async () => {
    const id = await startedMaw(ann, ben);
    const turn = await decider(id);
    if (!turn) throw new Error('not started');
    const body = { expectedSeq: turn.match.seq, move: turn.match.legalMoves[0].text, idempotencyKey: 'k-1' };
    const first = await turn.client.post(`/api/matches/${id}/moves`, body).expect(200);
    const again = await turn.client.post(`/api/matches/${id}/moves`, body).expect(200);
    expect(first.body.fresh).toBe(true);
    expect(again.body.fresh).toBe(false);
    expect(again.body.events).toEqual(first.body.events);
    expect((await ann.match(id)).seq).toBe(first.body.match.seq);
  });

  it('binds an idempotency key to its request: the same move in any case is a retry, another move, seq or command is refused', async () => {
    const id = await startedMaw(ann, ben);
    const turn = await decider(id);
    if (!turn) throw new Error('not started');
    const [move, other] = turn.match.legalMoves.map((m) => m.text);
    const moves = `/api/matches/${id}/moves`;
    const first = await turn.client
      .post(moves, { expectedSeq: turn.match.seq, move, idempotencyKey: 'k-2' })
      .expect(200);
    const retry = await turn.client
      .post(moves, { expectedSeq: turn.match.seq, move: move.toUpperCase(), idempotencyKey: 'k-2' })
      .expect(200);
    expect(retry.body).toMatchObject({ fresh: false, events: first.body.events });
    const reused = [
      await turn.client.post(moves, { expectedSeq: turn.match.seq, move: other, idempotencyKey: 'k-2' }),
      await turn.client.post(moves, { expectedSeq: first.body.match.seq, move, idempotencyKey: 'k-2' }),
      await turn.client.post(`/api/matches/${id}/resign`).set('idempotency-key', 'k-2'),
      await turn.client.post(`/api/matches/${id}/claim-timeout`).set('idempotency-key', 'k-2'),
    ];
    expect(reused.map((r) => [r.status, r.body.error?.code])).toEqual(
      reused.map(() => [422, 'IDEMPOTENCY_KEY_REUSED']),
    );
    expect((await ann.match(id)).seq).toBe(first.body.match.seq);
    // Keys are the player's own in each match: the other player may use the same one.
    const next = await decider(id);
    if (!next || next.client === turn.client) return;
    await next.client
      .post(moves, { expectedSeq: next.match.seq, move: next.match.legalMoves[0].text, idempotencyKey: 'k-2' })
      .expect(200);
  });

  it('answers a repeated resignation key with the first result', async () => {
    const id = await startedMaw(ann, ben);
    const first = await ann.post(`/api/matches/${id}/resign`).set('idempotency-key', 'r-1').expect(200);
    const again = await ann.post(`/api/matches/${id}/resign`).set('idempotency-key', 'r-1').expect(200);
    expect(again.body).toMatchObject({ fresh: false, events: first.body.events });
  });

  it('refuses moves out of turn, illegal and malformed, with the engine’s code, and changes nothing', async () => {
    const id = await startedMaw(ann, ben);
    const turn = await decider(id);
    if (!turn) throw new Error('not started');
    const other = turn.client === ann ? ben : ann;
    const seq = turn.match.seq;
    const outOfTurn = await other.post(`/api/matches/${id}/moves`, { expectedSeq: seq, move: 'five' }).expect(422);
    expect(outOfTurn.body.error.code).toBe('NOT_YOUR_TURN');
    const malformed = await turn.client
      .post(`/api/matches/${id}/moves`, { expectedSeq: seq, move: 'fly away' })
      .expect(400);
    expect(malformed.body.error.code).toBe('MALFORMED_MOVE');
    const missing = await turn.client.post(`/api/matches/${id}/moves`, { expectedSeq: seq }).expect(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'move' } });
    expect((await ann.match(id)).seq).toBe(seq);
  });

  it('refuses a bad option by name and stores nothing', async () => {
    const res = await ann.post('/api/matches', { gameId: 'maw', options: { target: 500 } }).expect(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'options.target' } });
    const unknown = await ann.post('/api/matches', { gameId: 'maw', options: { jokers: true } }).expect(400);
    expect(unknown.body.error.message).toContain('jokers');
  });

  it('lists my matches by status with cursor pagination, and open matches to join', async () => {
    const ids = [
      await ann.create({ gameId: 'pope-joan', seats: 3 }),
      await ann.create({ gameId: 'pope-joan', seats: 3 }),
    ];
    const first = await ann.get('/api/matches?status=open&limit=1').expect(200);
    expect(first.body.items).toHaveLength(1);
    const second = await ann.get(`/api/matches?status=open&limit=1&cursor=${first.body.next}`).expect(200);
    expect([first.body.items[0].id, second.body.items[0].id].sort()).toEqual([...ids].sort());
    const open = await ben.get('/api/matches/open?gameId=pope-joan').expect(200);
    expect(open.body.items.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(ids));
  });

  it('lists only the matches awaiting my decision when asked for my turn, over REST and GraphQL', async () => {
    // Who decides first is dealt: start matches until Ann awaits in one and not in another.
    const awaited = new Set<boolean>();
    for (let n = 0; awaited.size < 2 && n < 30; n++)
      awaited.add((await ann.match(await startedMaw(ann, ben))).legalMoves.length > 0);
    expect(awaited.size).toBe(2);
    const active = (await ann.get('/api/matches?status=active&limit=100').expect(200)).body.items as MatchBody[];
    const mine = active.filter((m) => m.legalMoves.length > 0).map((m) => m.id);
    const listed = (await ann.get('/api/matches?yourTurn=true&limit=100').expect(200)).body.items as MatchBody[];
    expect(listed.map((m) => m.id)).toEqual(mine);
    const query = '{ myMatches(input: { yourTurn: true, limit: 100 }) { items { id } } }';
    expect(
      (await graphql(t.app, query, {}, ann.bearer).expect(200)).body.data.myMatches.items.map(
        (m: { id: string }) => m.id,
      ),
    ).toEqual(mine);
    const refused = await ann.get('/api/matches?yourTurn=yes').expect(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'yourTurn' } });
  });

  it('keeps a private match from players without the invite, and lets the code in', async () => {
    const res = await ann.post('/api/matches', { gameId: 'maw', visibility: 'private' }).expect(201);
    const id = res.body.match.id as string;
    await ben.get(`/api/matches/${id}`).expect(404);
    await ben.post(`/api/matches/${id}/join`).expect(404);
    await ben.post('/api/matches/join', { inviteCode: res.body.match.inviteCode }).expect(200);
    expect((await ben.match(id)).status).toBe('active');
  });

  it('lets only the players a private match invites by handle (any case) find, see and join it', async () => {
    const carl = new MatchClient(t.app, 'carl', await registerAndLogin(t.app, 'carl'));
    // Named twice, in two cases: one invitation.
    const res = await ann
      .post('/api/matches', { gameId: 'maw', visibility: 'private', invite: ['BEN', 'ben'] })
      .expect(201);
    const id = res.body.match.id as string;
    await carl.get(`/api/matches/${id}`).expect(404);
    await carl.post(`/api/matches/${id}/join`).expect(404);
    // Ben finds it among the matches he may join; Carl does not.
    const listed = async (client: MatchClient) =>
      (await client.get('/api/matches/open?gameId=maw&limit=50').expect(200)).body.items.map(
        (m: { id: string }) => m.id,
      );
    expect(await listed(ben)).toContain(id);
    expect(await listed(carl)).not.toContain(id);
    expect((await ben.match(id)).status).toBe('open');
    await ben.post(`/api/matches/${id}/join`).expect(200);
    expect((await ben.match(id)).status).toBe('active');
    expect(await listed(ben)).not.toContain(id);
  });

  it('refuses an invitation naming a player who does not exist, and creates nothing', async () => {
    const before = (await ann.get('/api/matches?status=open&limit=50').expect(200)).body.items.length;
    const res = await ann
      .post('/api/matches', { gameId: 'maw', visibility: 'private', invite: ['ben', 'nobody-here'] })
      .expect(404);
    expect(res.body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'no player "nobody-here"',
      details: { field: 'invite' },
    });
    expect((await ann.get('/api/matches?status=open&limit=50').expect(200)).body.items.length).toBe(before);
  });
});
