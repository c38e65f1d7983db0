import { Clock } from '../../src/common/time/clock';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchFeed } from '../../src/matches/realtime/match-feed';
import { TurnNoticeDto } from '../../src/matches/api/match-output';
import { TurnFeed } from '../../src/matches/realtime/turn-feed';
import { useTestApp } from '../support/app';
import { graphql, registerAndLogin } from '../support/auth-client';
import { FixedClock } from '../support/fixed-clock';
import { MatchBody, MatchClient } from '../support/match-client';

const DAY = 24 * 60 * 60 * 1000;

/** Correspondence play: a time limit on each decision, and a claim once it has passed. */
describe('time limits', () => {
  // Days pass by moving this clock, never by waiting.
  const clock = new FixedClock(new Date('2026-12-01T09:00:00Z'));
  // Sessions outlast every day this file moves the clock on.
  const t = useTestApp({
    env: { RATE_LIMIT_MAX: '100000', JWT_TTL: '60d', REALTIME_DEADLINE_RECHECK: '1' },
    configure: (builder) => builder.overrideProvider(Clock).useValue(clock),
  });
  let ann: MatchClient;
  let ben: MatchClient;
  let cat: MatchClient;
  let dan: MatchClient;

  beforeAll(async () => {
    const client = async (handle: string) => new MatchClient(t.app, handle, await registerAndLogin(t.app, handle));
    [ann, ben, cat, dan] = await Promise.all(['ann', 'ben', 'cat', 'dan'].map(client));
  });

  /** A started Maw match with this limit; who must decide and who waits, as each reads it. */
  async function started(daysPerMove?: number) {
    const id = await ann.create({ gameId: 'maw', ...(daysPerMove === undefined ? {} : { daysPerMove }) });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const [a, b] = [await ann.match(id), await ben.match(id)];
    return a.legalMoves.length > 0
      ? { id, awaited: ann, waiting: ben, match: a }
      : { id, awaited: ben, waiting: ann, match: b };
  }

  const claim = (client: MatchClient, id: string, key?: string) => {
    const req = client.post(`/api/matches/${id}/claim-timeout`);
    return key ? req.set('idempotency-key', key) : req;
  };

  it('shows the limit, and the deadline: the limit after the decision became awaited', async () => {
    const { match } = await started(3);
    expect(match.daysPerMove).toBe(3);
    expect(match.deadline).toBe(new Date(Date.parse(match.updatedAt as string) + 3 * DAY).toISOString());
    const none = await started();
    expect(none.match).toMatchObject({ daysPerMove: null, deadline: null });
  });

  it('refuses a claim before the deadline, against oneself, from a spectator, and without a limit, changing nothing', async () => {
    const { id, awaited, waiting, match } = await started(2);
    clock.advance(2 * DAY - 1);
    const early = await claim(waiting, id).expect(422);
    expect(early.body.error).toEqual({
      code: 'NOT_OVERDUE',
      message: `the decision awaited is not overdue until ${match.deadline}`,
      details: {},
    });
    clock.advance(1);
    expect((await claim(awaited, id).expect(422)).body.error.code).toBe('NOT_OVERDUE');
    expect((await claim(cat, id).expect(403)).body.error.code).toBe('NOT_A_PLAYER');
    expect((await ann.match(id)).seq).toBe(match.seq);
    const unlimited = await started();
    clock.advance(10 * DAY);
    expect((await claim(unlimited.waiting, unlimited.id).expect(422)).body.error).toMatchObject({
      code: 'NOT_OVERDUE',
      message: 'this match has no time limit',
    });
  });

  it('times the awaited player out once the deadline has passed: they resign, and the log says who claimed it', async () => {
    const { id, awaited, waiting, match } = await started(1);
    clock.advance(DAY);
    const res = await claim(waiting, id, 'claim-1').expect(200);
    expect(res.body.fresh).toBe(true);
    expect(res.body.match).toMatchObject({ status: 'finished', deadline: null, result: { reason: 'RESIGNED' } });
    const seat = match.decision?.seats[0];
    expect(res.body.events).toEqual([
      {
        seq: match.seq,
        kind: 'timedOut',
        at: clock.now().toISOString(),
        player: waiting.handle,
        seat,
        move: null,
        forced: null,
        seating: null,
        replacedBy: null,
        reason: null,
        claimedBy: null,
        awayFrom: null,
        awayUntil: null,
      },
    ]);
    expect((await claim(waiting, id, 'claim-1').expect(200)).body.fresh).toBe(false);
    const log = await cat.log(id);
    expect(log[log.length - 1]).toMatchObject({ kind: 'timedOut', seat });
    expect((await awaited.match(id)).status).toBe('finished');
  });

  it('tells the timed-out player their match has ended, and shows spectators the timeout as it happens', async () => {
    const { id, awaited, waiting, match } = await started(1);
    const playerId = async (client: MatchClient) =>
      (await t.app.get(PrismaService).player.findUniqueOrThrow({ where: { handleKey: client.handle } })).id;
    const turns = await t.app.get(TurnFeed).notices(await playerId(awaited));
    /** The feed's next notice about this match (it starts with every match awaiting the player). */
    const next = async () => {
      for (let n = await turns.next(); !n.done; n = await turns.next()) if (n.value.match.id === id) return n.value;
      throw new Error('the feed ended');
    };
    expect(await next()).toMatchObject({ reason: 'YOUR_TURN' });
    const watched = await t.app.get(MatchFeed).updates(await playerId(cat), id, match.seq);
    clock.advance(DAY);
    await claim(waiting, id).expect(200);
    expect(await next()).toMatchObject({ reason: 'MATCH_ENDED', match: { status: 'finished' } });
    const update = await watched.next();
    expect(update.value).toMatchObject({
      event: { seq: match.seq, kind: 'timedOut', seat: match.decision?.seats[0], player: waiting.handle },
      match: { status: 'finished' },
    });
    await turns.return?.();
    await watched.return?.();
  });

  it('tells a waiting player the other is past the deadline (CLAIMABLE): as it passes while they listen, and at once when they connect', async () => {
    const { id, waiting } = await started(1);
    const playerId = (await t.app.get(PrismaService).player.findUniqueOrThrow({ where: { handleKey: waiting.handle } }))
      .id;
    const notices = async (turns: AsyncIterableIterator<TurnNoticeDto>) => {
      for (let n = await turns.next(); !n.done; n = await turns.next()) if (n.value.match.id === id) return n.value;
      throw new Error('the feed ended');
    };
    const listening = await t.app.get(TurnFeed).notices(playerId);
    clock.advance(DAY);
    // Noticed at the next look (REALTIME_DEADLINE_RECHECK is a second here).
    const passed = await notices(listening);
    expect(passed).toMatchObject({
      reason: 'CLAIMABLE',
      match: { id, legalMoves: [], deadline: new Date(clock.millis()) },
    });
    const connecting = await t.app.get(TurnFeed).notices(playerId);
    expect(await notices(connecting)).toEqual(passed);
    await claim(waiting, id).expect(200);
    expect(await notices(listening)).toMatchObject({ reason: 'MATCH_ENDED' });
    await listening.return?.();
    await connecting.return?.();
  });

  it('tells a Pope Joan player timed out while three play on (TIMED_OUT), and the next player it is their turn', async () => {
    const id = await ann.create({ gameId: 'pope-joan', seats: 4, daysPerMove: 1 });
    await Promise.all([ben, cat, dan].map((c) => c.post(`/api/matches/${id}/join`).expect(200)));
    const players = [ann, ben, cat, dan];
    const awaited = async () => {
      for (const c of players) if ((await c.match(id)).legalMoves.length > 0) return c;
      throw new Error('nobody is awaited');
    };
    const out = await awaited();
    const feedOf = async (client: MatchClient) =>
      t.app
        .get(TurnFeed)
        .notices((await t.app.get(PrismaService).player.findUniqueOrThrow({ where: { handleKey: client.handle } })).id);
    const turns = await feedOf(out);
    const notice = async (feed: AsyncIterableIterator<TurnNoticeDto>, reason: string) => {
      for (let n = await feed.next(); !n.done; n = await feed.next())
        if (n.value.match.id === id && n.value.reason === reason) return n.value;
      throw new Error('the feed ended');
    };
    await notice(turns, 'YOUR_TURN');
    clock.advance(DAY);
    const claimant = players.find((c) => c !== out) as MatchClient;
    const claimed = (await claim(claimant, id).expect(200)).body as { match: MatchBody; events: { kind: string }[] };
    expect(claimed.match.status).toBe('active');
    expect(claimed.events[0]).toMatchObject({ kind: 'timedOut', player: claimant.handle });
    const next = await awaited();
    expect(next).not.toBe(out);
    const told = await notice(turns, 'TIMED_OUT');
    expect(told.match).toMatchObject({ id, status: 'active', legalMoves: [] });
    const nextTurns = await feedOf(next);
    expect((await notice(nextTurns, 'YOUR_TURN')).match.legalMoves.length).toBeGreaterThan(0);
    await turns.return?.();
    await nextTurns.return?.();
  });

  it('gives each decision its own time: a move starts the next player’s clock', async () => {
    const { id, awaited, match } = await started(2);
    clock.advance(DAY);
    const moved = (
      await awaited
        .post(`/api/matches/${id}/moves`, { expectedSeq: match.seq, move: match.legalMoves[0].text })
        .expect(200)
    ).body.match as MatchBody;
    expect(moved.deadline).toBe(new Date(clock.millis() + 2 * DAY).toISOString());
    clock.advance(DAY + 1);
    // A day and more into this decision, three days since the match began: not overdue.
    const other = (await ann.match(id)).legalMoves.length > 0 ? ben : ann;
    expect((await claim(other, id).expect(422)).body.error.code).toBe('NOT_OVERDUE');
  });

  it('takes the limit from GraphQL too, and claims there', async () => {
    const create = await graphql(
      t.app,
      'mutation { createMatch(input: { gameId: "maw", daysPerMove: 1 }) { match { id daysPerMove deadline } } }',
      {},
      ann.bearer,
    ).expect(200);
    const id = create.body.data.createMatch.match.id as string;
    expect(create.body.data.createMatch.match).toMatchObject({ daysPerMove: 1, deadline: null });
    await ben.post(`/api/matches/${id}/join`).expect(200);
    const waiting = (await ann.match(id)).legalMoves.length > 0 ? ben : ann;
    clock.advance(DAY);
    const res = await graphql(
      t.app,
      `mutation { claimTimeout(matchId: "${id}") { match { status } events { kind seat player } } }`,
      {},
      waiting.bearer,
    ).expect(200);
    expect(res.body.data.claimTimeout).toMatchObject({
      match: { status: 'finished' },
      events: [{ kind: 'timedOut', player: waiting.handle }],
    });
  });

  it('refuses a limit outside 1 to 30 whole days, naming the field, and creates nothing', async () => {
    const before = (await ann.get('/api/matches?limit=100').expect(200)).body.items.length;
    for (const daysPerMove of [0, 31, 1.5, '2']) {
      const res = await ann.post('/api/matches', { gameId: 'maw', daysPerMove }).expect(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'daysPerMove' } });
    }
    expect((await ann.get('/api/matches?limit=100').expect(200)).body.items.length).toBe(before);
  });
});
