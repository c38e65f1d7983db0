import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { MatchBody, MatchClient } from '../support/match-client';
import { MatchesRepository } from '../../src/matches/persistence/matches.repository';
import { MatchReader } from '../../src/matches/reading/match-reader';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';

const env = { RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' };
const CLIENTS = 20;

describe('a writer that read the match row before another write landed', () => {
  const t = useTestApp({ env });

  it('gets the state at the seq it read (and so STALE_SEQ when it appends), not the newer log', async () => {
    const ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    const ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const read = await t.app.get(MatchesRepository).find(id);
    if (!read) throw new Error('no match');
    const mover = (await ann.match(id)).legalMoves.length > 0 ? ann : ben;
    await mover
      .post(`/api/matches/${id}/moves`, { expectedSeq: read.seq, move: (await mover.match(id)).legalMoves[0].text })
      .expect(200);
    const loaded = await t.app.get(MatchReader).load(read);
    expect(loaded.state.seq).toBe(read.seq);
  });
});

// Embedded PGlite has one backend and serialises every connection, so races
// only happen on a real server (CI's second run sets DATABASE_URL).
const onServer = process.env.DATABASE_URL !== undefined;
const describeOnServer = onServer ? describe : describe.skip;
const title = onServer
  ? 'concurrent writers on real PostgreSQL'
  : 'concurrent writers (skipped: DATABASE_URL is unset; races need real PostgreSQL, not the embedded single-backend PGlite)';

describeOnServer(title, () => {
  const t = useTestApp({ env });
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
  });

  async function startedMaw(): Promise<{ id: string; client: MatchClient; match: MatchBody }> {
    const id = await ann.create({ gameId: 'maw' });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    for (const client of [ann, ben]) {
      const match = await client.match(id);
      if (match.legalMoves.length > 0) return { id, client, match };
    }
    throw new Error('nobody may move in a started match');
  }

  /** The log's seqs are 0..n-1 (no gap, no duplicate) and the row agrees with a replay from scratch. */
  async function expectSoundLog(id: string, seq: number): Promise<void> {
    const events = await ann.log(id);
    expect(events.map((e) => e.seq)).toEqual([...Array(seq).keys()]);
    await expect(t.app.get(MatchVerifier).verify(id)).resolves.toEqual({ ok: true, seq, problems: [] });
  }

  it(`accepts exactly one of ${CLIENTS} moves sent for the same seq at once; the rest are STALE_SEQ with the current seq`, async () => {
    const { id, client, match } = await startedMaw();
    const responses = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        client.post(`/api/matches/${id}/moves`, {
          expectedSeq: match.seq,
          move: match.legalMoves[i % match.legalMoves.length].text,
        }),
      ),
    );
    const accepted = responses.filter((r) => r.status === 200);
    const stale = responses.filter((r) => r.status === 409);
    expect(accepted).toHaveLength(1);
    expect(stale).toHaveLength(CLIENTS - 1);
    const seq = accepted[0].body.match.seq as number;
    for (const r of stale) expect(r.body.error).toMatchObject({ code: 'STALE_SEQ', details: { currentSeq: seq } });
    expect((await ann.match(id)).seq).toBe(seq);
    await expectSoundLog(id, seq);
  });

  it(`appends one move for ${CLIENTS} submissions of the same idempotency key at once, and answers each with it`, async () => {
    const { id, client, match } = await startedMaw();
    const body = { expectedSeq: match.seq, move: match.legalMoves[0].text, idempotencyKey: 'same-key' };
    const responses = await Promise.all(
      Array.from({ length: CLIENTS }, () => client.post(`/api/matches/${id}/moves`, body)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(CLIENTS).fill(200));
    expect(responses.filter((r) => r.body.fresh === true)).toHaveLength(1);
    const first = responses.find((r) => r.body.fresh === true)?.body;
    for (const r of responses) expect(r.body.events).toEqual(first.events);
    const seq = first.match.seq as number;
    expect((await ann.match(id)).seq).toBe(seq);
    await expectSoundLog(id, seq);
  });

  it('never overfills the seats when many players join the last ones at once', async () => {
    const seats = 4;
    const joiners = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) => new MatchClient(t.app, `joiner${i}`, await registerAndLogin(t.app, `joiner${i}`)),
      ),
    );
    const id = await ann.create({ gameId: 'pope-joan', seats });
    const responses = await Promise.all(joiners.map((j) => j.post(`/api/matches/${id}/join`)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(seats - 1);
    // Losers find the match full, or already started by the last joiner (it starts itself when full).
    for (const r of responses.filter((x) => x.status !== 200))
      expect(['MATCH_FULL', 'NOT_OPEN']).toContain(r.body.error.code);
    const match = await ann.match(id);
    expect(match.status).toBe('active');
    const players = (match.players as { handle: string }[]).map((p) => p.handle);
    expect(players).toHaveLength(seats);
    expect(new Set(players).size).toBe(seats);
    const events = await ann.log(id);
    expect(events.filter((e) => e.kind === 'joined')).toHaveLength(seats);
    await expectSoundLog(id, match.seq);
  });

  it('answers every seatBot that loses the race for the last seats NOT_OPEN, never STALE_SEQ: it names no seq', async () => {
    const seats = 8;
    const id = await ann.create({ gameId: 'pope-joan', seats });
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => ann.post(`/api/matches/${id}/bots`, { kind: 'random' })),
    );
    const codes = responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.error.code}`);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(seats - 1);
    expect(new Set(codes)).toEqual(new Set(['422 NOT_OPEN']));
    const match = await ann.match(id);
    expect(match.status).toBe('active');
    await expectSoundLog(id, match.seq);
  });
});
