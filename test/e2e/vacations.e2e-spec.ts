import request from 'supertest';
import { Clock } from '../../src/common/time/clock';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';
import { MatchBody, MatchClient } from '../support/match-client';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** Vacations under a moved clock: the awaited player's clock stands still while they are away (docs/vacations.md). */
describe('vacations', () => {
  // Days pass by moving this clock, never by waiting; every test's days fall in 2026.
  const clock = new FixedClock(new Date('2026-03-02T09:00:00Z'));
  const t = useTestApp({
    env: { RATE_LIMIT_MAX: '100000', JWT_TTL: '300d' },
    configure: (builder) => builder.overrideProvider(Clock).useValue(clock),
  });
  let players = 0;

  /** Two new players (so no test's vacations count against another's) in a started Maw match with daysPerMove 1. */
  async function started() {
    const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    players++;
    const [a, b] = await Promise.all([client(`ann${players}`), client(`ben${players}`)]);
    const id = await a.create({ gameId: 'maw', daysPerMove: 1 });
    await b.post(`/api/matches/${id}/join`).expect(200);
    const match = await a.match(id);
    const [awaited, waiting] = match.legalMoves.length > 0 ? [a, b] : [b, a];
    return { id, awaited, waiting, startedAt: clock.millis() };
  }

  const vacation = (c: MatchClient) => ({
    get: () => request(t.app.getHttpServer()).get('/api/me/vacation').set('authorization', `Bearer ${c.bearer}`),
    start: (body: object) =>
      request(t.app.getHttpServer()).put('/api/me/vacation').set('authorization', `Bearer ${c.bearer}`).send(body),
    end: () => request(t.app.getHttpServer()).delete('/api/me/vacation').set('authorization', `Bearer ${c.bearer}`),
  });
  const claim = (c: MatchClient, id: string) => c.post(`/api/matches/${id}/claim-timeout`);
  const seatOf = (m: MatchBody, handle: string) =>
    (m.players as { handle: string; awayUntil: string | null }[]).find((p) => p.handle === handle);
  const verify = (id: string) => t.app.get(MatchVerifier).verify(id);

  it('stops the awaited player’s clock while they are away: a claim is NOT_OVERDUE, the deadline moves by the time away, and the vacation ends by itself at until', async () => {
    const { id, awaited, waiting, startedAt } = await started();
    expect((await waiting.match(id)).deadline).toBe(iso(startedAt + DAY));
    clock.advance(2 * HOUR);
    const until = startedAt + 2 * HOUR + 3 * DAY;
    const started3 = await vacation(awaited).start({ days: 3 }).expect(200);
    expect(started3.body).toEqual({
      daysPerYear: 30,
      year: 2026,
      daysUsed: 3,
      daysLeft: 27,
      current: { since: iso(startedAt + 2 * HOUR), until: iso(until), days: 3 },
    });
    // The clock ran 2 hours before the vacation; 22 are left after it.
    const deadline = until + 22 * HOUR;
    const seen = await waiting.match(id);
    expect(seen.deadline).toBe(iso(deadline));
    expect(seatOf(seen, awaited.handle)?.awayUntil).toBe(iso(until));
    expect(seatOf(seen, waiting.handle)?.awayUntil).toBeNull();
    expect((await request(t.app.getHttpServer()).get(`/api/players/${awaited.handle}`).expect(200)).body).toMatchObject(
      { handle: awaited.handle, awayUntil: iso(until) },
    );
    const log = await waiting.log(id);
    expect(log[log.length - 1]).toMatchObject({
      kind: 'paused',
      player: awaited.handle,
      awayFrom: iso(startedAt + 2 * HOUR),
      awayUntil: iso(until),
      seat: null,
      move: null,
    });

    // Past the original deadline: the player is away.
    clock.advance(DAY);
    const refused = await claim(waiting, id).expect(422);
    expect(refused.body.error).toEqual({
      code: 'NOT_OVERDUE',
      message: `the awaited player is on vacation until ${iso(until)}: their clock stands still; the decision is not overdue until ${iso(deadline)}`,
      details: { awayUntil: iso(until), deadline: iso(deadline) },
    });
    const seq = (await waiting.match(id)).seq;

    // Back by itself at until, with no event: the deadline stays where the log put it.
    clock.advance(until - clock.millis());
    const back = await waiting.match(id);
    expect(seatOf(back, awaited.handle)?.awayUntil).toBeNull();
    expect(back).toMatchObject({ seq, deadline: iso(deadline) });
    expect((await vacation(awaited).get().expect(200)).body).toMatchObject({ daysUsed: 3, current: null });
    expect(
      (await request(t.app.getHttpServer()).get(`/api/players/${awaited.handle}`).expect(200)).body.awayUntil,
    ).toBeNull();
    clock.advance(22 * HOUR - 1);
    expect((await claim(waiting, id).expect(422)).body.error.message).toBe(
      `the decision awaited is not overdue until ${iso(deadline)}`,
    );
    clock.advance(1);
    const done = await claim(waiting, id).expect(200);
    expect(done.body.match).toMatchObject({ status: 'finished', result: { reason: 'RESIGNED' } });
    expect(await verify(id)).toEqual({ ok: true, seq: seq + 1, problems: [] });
  });

  it('ends a vacation early by API: the days not begun are given back, the log records the resume, and the claim succeeds once the time is used', async () => {
    const { id, awaited, waiting, startedAt } = await started();
    clock.advance(HOUR);
    await vacation(awaited)
      .start({ until: iso(startedAt + HOUR + 10 * DAY) })
      .expect(200);
    clock.advance(2 * DAY + HOUR);
    const ended = await vacation(awaited).end().expect(200);
    // 2 days and an hour: three days begun.
    expect(ended.body).toMatchObject({ daysUsed: 3, daysLeft: 27, current: null });
    const log = await waiting.log(id);
    expect(log[log.length - 1]).toMatchObject({
      kind: 'resumed',
      player: awaited.handle,
      awayFrom: null,
      awayUntil: iso(clock.millis()),
    });
    const deadline = startedAt + DAY + 2 * DAY + HOUR;
    const seen = await waiting.match(id);
    expect(seen.deadline).toBe(iso(deadline));
    expect(seatOf(seen, awaited.handle)?.awayUntil).toBeNull();
    expect((await vacation(awaited).end().expect(422)).body.error.code).toBe('NOT_ON_VACATION');
    clock.advance(deadline - clock.millis() - 1);
    expect((await claim(waiting, id).expect(422)).body.error.code).toBe('NOT_OVERDUE');
    clock.advance(1);
    await claim(waiting, id).expect(200);
    expect((await verify(id)).ok).toBe(true);
  });

  it('refuses a vacation beyond the allowance, or while one runs, and changes nothing', async () => {
    const { id, awaited, waiting } = await started();
    const before = await waiting.match(id);
    const over = await vacation(awaited).start({ days: 31 }).expect(422);
    expect(over.body.error).toEqual({
      code: 'VACATION_ALLOWANCE_EXCEEDED',
      message: 'this vacation would use 31 days of 2026, which has 30 of 30 left',
      details: { year: 2026, daysAsked: 31, daysLeft: 30 },
    });
    await vacation(awaited).start({ days: 25 }).expect(200);
    const again = await vacation(awaited).start({ days: 1 }).expect(422);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_ON_VACATION', details: { awayUntil: expect.any(String) } });
    await vacation(awaited).end().expect(200);
    // The one just ended used a day (every day begun counts): 29 left.
    const status = (await vacation(awaited).get().expect(200)).body;
    expect(status).toMatchObject({ daysUsed: 1, daysLeft: 29, current: null });
    await vacation(awaited).start({ days: 28 }).expect(200);
    clock.advance(28 * DAY);
    const spent = await vacation(awaited).start({ days: 2 }).expect(422);
    expect(spent.body.error).toMatchObject({ code: 'VACATION_ALLOWANCE_EXCEEDED', details: { daysLeft: 1 } });
    const after = await waiting.match(id);
    // Two pauses and a resume; nothing for the refusals.
    expect(after.seq).toBe(before.seq + 3);
    expect((await vacation(awaited).get().expect(200)).body).toMatchObject({ daysUsed: 29, daysLeft: 1 });
  });

  it('refuses a malformed start, naming the field', async () => {
    const { awaited } = await started();
    for (const body of [
      {},
      { days: 2, until: iso(clock.millis() + DAY) },
      { days: 0 },
      { days: 1.5 },
      { until: 'soon' },
    ])
      expect((await vacation(awaited).start(body).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    const past = await vacation(awaited)
      .start({ until: iso(clock.millis() - 1) })
      .expect(400);
    expect(past.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'until' } });
    expect((await vacation(awaited).get().expect(200)).body).toMatchObject({ daysUsed: 0, current: null });
  });

  it('records a vacation in a match that starts while the player is away', async () => {
    const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    players++;
    const [a, b] = await Promise.all([client(`cat${players}`), client(`dan${players}`)]);
    await vacation(b).start({ days: 2 }).expect(200);
    const until = clock.millis() + 2 * DAY;
    clock.advance(HOUR);
    const id = await a.create({ gameId: 'maw', daysPerMove: 1 });
    const joined = (await b.post(`/api/matches/${id}/join`).expect(200)).body as { events: { kind: string }[] };
    expect(joined.events.map((e) => e.kind)).toContain('paused');
    const m = await a.match(id);
    expect(seatOf(m, b.handle)?.awayUntil).toBe(iso(until));
    const bAwaited = (await b.match(id)).legalMoves.length > 0;
    expect(m.deadline).toBe(iso(bAwaited ? until + DAY : clock.millis() + DAY));
    expect((await verify(id)).ok).toBe(true);
  });

  it('answers the same over GraphQL: myVacation, startVacation, endVacation, and away in the match', async () => {
    const { id, awaited, waiting } = await started();
    const gql = (query: string, bearer: string) => graphql(t.app, query, {}, bearer).expect(200);
    const fields = 'daysPerYear year daysUsed daysLeft current { since until days }';
    expect((await gql(`{ myVacation { ${fields} } }`, awaited.bearer)).body.data.myVacation).toMatchObject({
      daysUsed: 0,
      current: null,
    });
    const start = await gql(`mutation { startVacation(input: { days: 2 }) { ${fields} } }`, awaited.bearer);
    const until = iso(clock.millis() + 2 * DAY);
    expect(start.body.data.startVacation).toMatchObject({ daysUsed: 2, current: { until, days: 2 } });
    const seen = await gql(
      `{ match(id: "${id}") { players { handle awayUntil } } player(handle: "${awaited.handle}") { awayUntil } }`,
      waiting.bearer,
    );
    expect(seen.body.data.match.players).toContainEqual({ handle: awaited.handle, awayUntil: until });
    expect(seen.body.data.player).toEqual({ awayUntil: until });
    const twice = await gql(`mutation { startVacation(input: { days: 1 }) { daysUsed } }`, awaited.bearer);
    expect(twice.body.errors[0].extensions.code).toBe('ALREADY_ON_VACATION');
    clock.advance(HOUR);
    const end = await gql(`mutation { endVacation { ${fields} } }`, awaited.bearer);
    expect(end.body.data.endVacation).toMatchObject({ daysUsed: 1, daysLeft: 29, current: null });
    const log = await gql(
      `{ matchLog(matchId: "${id}") { items { kind player awayFrom awayUntil } } }`,
      waiting.bearer,
    );
    expect(log.body.data.matchLog.items.slice(-2).map((e: { kind: string }) => e.kind)).toEqual(['paused', 'resumed']);
  });
});
