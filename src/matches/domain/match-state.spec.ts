import { matchSetup } from '../../../test/support/engines';
import { toy } from '../../../test/support/toy-game';
import { claimTimeout, join, pause, play, resume } from './decide';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import {
  EMPTY_MATCH,
  MatchState,
  replayMatch,
  awaitedPlayers,
  awayUntil,
  deadlineAfter,
  deadlineOf,
  timingAfter,
  archiveEntry,
} from './match-state';
import { DAY_MS } from '../../common/time/days';
import { SPECTATOR, Table } from '../../engine';
import { servedGames } from '../../games/served-games';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('deadlineAfter: a limit of running time, the clock standing still during stops', () => {
  it('is the limit after the start without stops', () => {
    expect(deadlineAfter(T0, DAY_MS)).toBe(T0 + DAY_MS);
  });

  it('adds a stop that falls inside the running time', () => {
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 + HOUR, toMs: T0 + 3 * HOUR }])).toBe(T0 + DAY_MS + 2 * HOUR);
  });

  it('counts only the part of a stop after the start', () => {
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 - 5 * HOUR, toMs: T0 + 2 * HOUR }])).toBe(T0 + DAY_MS + 2 * HOUR);
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 - 5 * HOUR, toMs: T0 }])).toBe(T0 + DAY_MS);
  });

  it('ignores a stop that begins after the deadline', () => {
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 + DAY_MS, toMs: T0 + 2 * DAY_MS }])).toBe(T0 + DAY_MS);
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 + DAY_MS + 1, toMs: T0 + 2 * DAY_MS }])).toBe(T0 + DAY_MS);
  });

  it('counts overlapping stops once, in any order', () => {
    const stops = [
      { fromMs: T0 + 4 * HOUR, toMs: T0 + 10 * HOUR },
      { fromMs: T0 + 2 * HOUR, toMs: T0 + 6 * HOUR },
      { fromMs: T0 + 5 * HOUR, toMs: T0 + 7 * HOUR },
    ];
    expect(deadlineAfter(T0, DAY_MS, stops)).toBe(T0 + DAY_MS + 8 * HOUR);
  });

  it('adds repeated stops, each in full', () => {
    const stops = [1, 5, 9].map((h) => ({ fromMs: T0 + h * HOUR, toMs: T0 + (h + 2) * HOUR }));
    expect(deadlineAfter(T0, DAY_MS, stops)).toBe(T0 + DAY_MS + 6 * HOUR);
  });

  it('runs the rest of the limit after a stop that outlasts it', () => {
    expect(deadlineAfter(T0, DAY_MS, [{ fromMs: T0 + 20 * HOUR, toMs: T0 + 30 * DAY_MS }])).toBe(
      T0 + 30 * DAY_MS + 4 * HOUR,
    );
  });
});

describe('deadlineOf a match: pauses in its log', () => {
  const setup: MatchSetup = matchSetup(toy, { seats: 2, creatorId: 'ann', seed: '00'.repeat(32) });

  function fold(state: MatchState, events: readonly MatchEvent[]): MatchState {
    const r = replayMatch(setup, state, events);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  }

  function decided(d: ReturnType<typeof pause>): MatchEvent[] {
    if (!d.ok) throw new Error(d.error.message);
    return [...d.value];
  }

  const begun = (): MatchState => {
    const one = fold(EMPTY_MATCH, decided(join(setup, EMPTY_MATCH, 'ann')));
    return fold(one, decided(join(setup, one, 'ben')));
  };
  const basis = { daysPerMove: 1, awaitedSinceMs: T0 };

  it('is a day after the decision became awaited with no pause', () => {
    expect(deadlineOf(basis, begun())).toBe(T0 + DAY_MS);
    expect(deadlineOf({ ...basis, daysPerMove: null }, begun())).toBeNull();
  });

  it('moves by the time the awaited player is away; a pause without a resume ends at its until', () => {
    const state = begun();
    const [awaited] = awaitedPlayers(state);
    const paused = fold(state, decided(pause(state, awaited, iso(T0 + 2 * HOUR), iso(T0 + 3 * DAY_MS))));
    expect(deadlineOf(basis, paused)).toBe(T0 + 3 * DAY_MS + 22 * HOUR);
    expect(awayUntil(paused, awaited, T0 + 2 * HOUR)).toBe(T0 + 3 * DAY_MS);
    expect(awayUntil(paused, awaited, T0 + 3 * DAY_MS)).toBeNull();
    expect(awayUntil(paused, awaited, T0 + HOUR)).toBeNull();
    // Recorded once: the same vacation again appends nothing.
    expect(pause(paused, awaited, iso(T0 + 2 * HOUR), iso(T0 + 3 * DAY_MS))).toEqual({ ok: true, value: [] });
    const resumed = fold(paused, decided(resume(paused, awaited, iso(T0 + 2 * HOUR), iso(T0 + 5 * HOUR))));
    expect(deadlineOf(basis, resumed)).toBe(T0 + DAY_MS + 3 * HOUR);
    expect(awayUntil(resumed, awaited, T0 + 6 * HOUR)).toBeNull();
    expect(resume(resumed, awaited, iso(T0 + 2 * HOUR), iso(T0 + 6 * HOUR))).toEqual({ ok: true, value: [] });
  });

  it('ignores the pause of a player who is not awaited, until they are', () => {
    const state = begun();
    const [awaited] = awaitedPlayers(state);
    const other = state.seating.find((p) => p !== awaited) as string;
    const paused = fold(state, decided(pause(state, other, iso(T0 + HOUR), iso(T0 + 10 * DAY_MS))));
    expect(deadlineOf(basis, paused)).toBe(T0 + DAY_MS);
    // The awaited player moves at T0 + 2h: now the other is awaited, and away, so their clock waits until the end.
    const moved = decided(play(paused, awaited, paused.game?.legalMoves(paused.seating.indexOf(awaited))[0] ?? ''));
    const after = fold(paused, moved);
    expect(awaitedPlayers(after)).toEqual([other]);
    const timing = timingAfter(basis, after, moved, T0 + 2 * HOUR);
    expect(timing).toEqual({ awaitedSinceMs: T0 + 2 * HOUR, deadlineMs: T0 + 11 * DAY_MS });
  });

  it('keeps the awaited-since time through a pause or a resume, and moves it with any other batch', () => {
    const state = begun();
    const [awaited] = awaitedPlayers(state);
    const events = decided(pause(state, awaited, iso(T0 + HOUR), iso(T0 + 2 * HOUR)));
    expect(timingAfter(basis, fold(state, events), events, T0 + HOUR)).toEqual({
      awaitedSinceMs: T0,
      deadlineMs: T0 + DAY_MS + HOUR,
    });
  });

  it('refuses a claim against a player on vacation, saying until when, and allows it once the time is used', () => {
    const state = begun();
    const [awaited] = awaitedPlayers(state);
    const claimant = state.seating.find((p) => p !== awaited) as string;
    const paused = fold(state, decided(pause(state, awaited, iso(T0 + HOUR), iso(T0 + 2 * DAY_MS))));
    const deadline = deadlineOf(basis, paused) as number;
    expect(deadline).toBe(T0 + 3 * DAY_MS - HOUR);
    expect(claimTimeout(setup, paused, claimant, deadline, T0 + DAY_MS + HOUR)).toEqual({
      ok: false,
      error: {
        code: 'NOT_OVERDUE',
        message: `the awaited player is on vacation until ${iso(T0 + 2 * DAY_MS)}: their clock stands still; the decision is not overdue until ${iso(deadline)}`,
        details: { awayUntil: iso(T0 + 2 * DAY_MS), deadline: iso(deadline) },
      },
    });
    expect(claimTimeout(setup, paused, claimant, deadline, deadline - 1)).toMatchObject({
      ok: false,
      error: { code: 'NOT_OVERDUE', message: `the decision awaited is not overdue until ${iso(deadline)}` },
    });
    expect(claimTimeout(setup, paused, claimant, deadline, deadline)).toMatchObject({ ok: true });
  });

  it('forgets pauses that can no longer reach into the wait once the clock moves on', () => {
    const state = begun();
    const [awaited] = awaitedPlayers(state);
    let s = fold(state, decided(pause(state, awaited, iso(T0 + HOUR), iso(T0 + 2 * DAY_MS))));
    s = fold(s, decided(resume(s, awaited, iso(T0 + HOUR), iso(T0 + 2 * HOUR))));
    s = fold(s, decided(pause(s, awaited, iso(T0 + 3 * HOUR), iso(T0 + 4 * HOUR))));
    expect(s.away).toHaveLength(2);
    const moved = decided(play(s, awaited, s.game?.legalMoves(s.seating.indexOf(awaited))[0] ?? ''));
    expect(fold(s, moved).away).toEqual([
      { playerId: awaited, sinceMs: T0 + 3 * HOUR, untilMs: T0 + 4 * HOUR, endedMs: null },
    ]);
  });

  it('refuses, as a corrupt log, a pause of nobody seated, a bad time, or a resume without its pause', () => {
    const state = begun();
    const bad: MatchEvent[] = [
      { kind: 'paused', playerId: 'zed', since: iso(T0), until: iso(T0 + HOUR) },
      { kind: 'paused', playerId: state.seating[0], since: 'soon', until: iso(T0 + HOUR) },
      { kind: 'paused', playerId: state.seating[0], since: iso(T0 + HOUR), until: iso(T0) },
      { kind: 'resumed', playerId: state.seating[0], at: iso(T0) },
    ];
    for (const event of bad) {
      const r = replayMatch(setup, state, [event]);
      expect(r).toMatchObject({ ok: false, index: state.seq, error: { code: 'CORRUPT_LOG' } });
    }
  });
});

const SEED = 'ab'.repeat(32);

/** A match of `gameId` dealt to `players`, then resigned by the seats in `resigning`, in order. */
function finished(gameId: string, options: Record<string, unknown>, players: string[], resigning: number[]) {
  const game = servedGames().get(gameId)?.rules;
  const rules = game?.configure(options);
  if (!game || !rules?.ok) throw new Error(`no ${gameId}`);
  const dealt = rules.value.deal(players.length, Buffer.from(SEED, 'hex'));
  if (!dealt.ok) throw new Error(dealt.error.message);
  let table: Table = dealt.value;
  for (const seat of resigning) {
    const played = table.play(seat, 'resign');
    if (!played.ok) throw new Error(played.error.message);
    table = played.value.table;
  }
  const setup: MatchSetup = { game, rules: rules.value, seats: players.length, creatorId: players[0], seed: SEED };
  const state: MatchState = { ...EMPTY_MATCH, status: 'finished', seating: players, game: table };
  const record = {
    id: 'm1',
    gameId,
    daysPerMove: 2,
    visibility: 'open',
    createdAtMs: 1000,
    importedFrom: null,
    rated: false,
  } satisfies Parameters<typeof archiveEntry>[0];
  return { record, setup, state, table };
}

describe('archiveEntry', () => {
  it('gives partners one side and one outcome, and keeps the spectator’s view without its viewer', () => {
    const { record, setup, state, table } = finished('maw', { partnership: true }, ['a', 'b', 'c', 'd'], [1]);
    const entry = archiveEntry(record, setup, state, 5000);
    expect(entry?.seats.map(({ playerId, side, outcome }) => [playerId, side, outcome])).toEqual([
      ['a', 0, 'won'],
      ['b', 1, 'lost'],
      ['c', 0, 'won'],
      ['d', 1, 'lost'],
    ]);
    const { viewer, ...view } = table.view(SPECTATOR) as { viewer: unknown };
    expect(viewer).toBe(SPECTATOR);
    expect(entry).toMatchObject({ matchId: 'm1', seatCount: 4, daysPerMove: 2, endedAtMs: 5000, view });
    expect(entry?.result).toEqual(table.result());
  });

  it('counts players level at the top as drawn, each seat its own side', () => {
    const { record, setup, state, table } = finished('pope-joan', {}, ['a', 'b', 'c'], [2]);
    const entry = archiveEntry(record, setup, state, 5000);
    const ranks = table.result()?.standings.map((s) => s.rank);
    expect(entry?.seats.map((s) => [s.side, s.rank])).toEqual([0, 1, 2].map((seat) => [seat, ranks?.[seat]]));
    expect(entry?.seats.map((s) => s.outcome)).toEqual(
      ranks?.map((rank) => (rank !== 1 ? 'lost' : ranks.filter((r) => r === 1).length > 1 ? 'drawn' : 'won')),
    );
  });

  it('ranks a player who left their seat to a bot as the rules rank a resigned player, and credits the bot nothing', () => {
    const { record, setup, table } = finished('pope-joan', { replaceWithBot: true }, ['a', 'b', 'c'], [2]);
    // b left seat 1 to a bot, which played it on to the end.
    const replaced = [{ seat: 1, playerId: 'b', botId: 'bot', reason: 'resigned', claimedBy: 'b', seq: 9 }] as const;
    const state: MatchState = { ...EMPTY_MATCH, status: 'finished', seating: ['a', 'bot', 'c'], game: table, replaced };
    const entry = archiveEntry(record, setup, state, 5000);
    const standings = table.result()?.standings ?? [];
    // Rule 13: no counters, ranked with the other empty hands, below every seat with some, the one they left too.
    const others = standings.filter((st) => st.score > 0).length;
    expect(entry?.seats[1]).toEqual({
      seat: 1,
      playerId: 'b',
      side: 1,
      outcome: 'lost',
      rank: 1 + others,
      score: 0,
      replacedBy: 'bot',
    });
    expect(entry?.seats.map((s) => s.playerId)).not.toContain('bot');
    // The seat's own standing stays in the game's result.
    expect(entry?.result).toEqual(table.result());
    expect(entry?.seats.filter((s) => s.seat !== 1).map((s) => s.replacedBy)).toEqual([null, null]);
  });

  it('keeps nothing for a match that has not finished', () => {
    const { record, setup, state } = finished('maw', {}, ['a', 'b'], []);
    expect(archiveEntry(record, setup, { ...state, status: 'active' }, 5000)).toBeNull();
  });
});
