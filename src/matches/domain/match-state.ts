import { Result, Table, err, ok, GameResult, SPECTATOR, Standing } from '../../engine';
import { MatchError, matchError } from './match-error';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { MatchRecord, MatchSummary, MatchTiming } from './match-record';
import { DAY_MS } from '../../common';

// A match's state: the fold of its log (evolve, replayMatch), and what is kept of it beside the log, all derived
// from the state: the row's cached columns (summarize, advanced), the clock of the awaited decision (deadlineOf,
// timingAfter) and, once the match is over, the archive's summary (archiveEntry).

export type MatchStatus = 'open' | 'active' | 'finished' | 'aborted';

/** A match folded from its log. Never mutated: each event gives a new state. */
export interface MatchState {
  /** Events applied so far; the next event gets this sequence number. */
  readonly seq: number;
  readonly status: MatchStatus;
  /** Players waiting to start, in joining order. */
  readonly lobby: readonly string[];
  /** After the start: game seat i is seating[i]. */
  readonly seating: readonly string[];
  /** The game in progress, once started. */
  readonly game: Table | null;
  /** Moves a player chose (not forced ones): an abort is allowed only before the first. */
  readonly chosenMoves: number;
  /**
   * The vacations the log records (`paused`, `resumed`) that may still stop
   * the clock of the decision awaited now: see settled() and deadlineOf below.
   */
  readonly away: readonly Absence[];
  /** Seats a bot took over (`replaced`), in the order they were: who left, and the bot seated for them. */
  readonly replaced: readonly Replacement[];
}

/** A seat taken over by a bot: its player who left it, how, at whose request, and at which seq. */
export interface Replacement {
  readonly seat: number;
  readonly playerId: string;
  readonly botId: string;
  readonly reason: 'resigned' | 'timedOut';
  /** Who claimed the timeout, or the player who resigned; null in a log written before it was kept. */
  readonly claimedBy: string | null;
  readonly seq: number;
}

/** A seated player's vacation as a match's log records it, in milliseconds since the epoch. */
export interface Absence {
  readonly playerId: string;
  readonly sinceMs: number;
  /** The end the vacation was started with: it ends by itself then. */
  readonly untilMs: number;
  /** When a `resumed` ended it sooner; null if none did. */
  readonly endedMs: number | null;
}

/** When an absence ends: at `until`, or sooner when it was ended. */
export function absenceEnd(a: Absence): number {
  return a.endedMs === null ? a.untilMs : Math.min(a.endedMs, a.untilMs);
}

/** Every game's notation for resigning, which a timed-out seat is made to do. */
export const RESIGN = 'resign';

export const EMPTY_MATCH: MatchState = {
  seq: 0,
  status: 'open',
  lobby: [],
  seating: [],
  game: null,
  chosenMoves: 0,
  away: [],
  replaced: [],
};

/**
 * The absences that may still stop the clock once an event has moved it on
 * (any event but a pause or a resume: a new decision is awaited from that
 * batch's time). One ended by a `resumed` ended before that time, and so did
 * every absence of a player but their latest (a vacation starts only once
 * the one before it is over, and is logged once it has started): only each
 * player's latest, if no `resumed` ended it, can reach into the new wait.
 */
function settled(away: readonly Absence[]): readonly Absence[] {
  if (away.length === 0) return away;
  const latest = new Map<string, Absence>();
  for (const a of away) latest.set(a.playerId, a);
  return [...latest.values()].filter((a) => a.endedMs === null);
}

/** An ISO 8601 time from the log, in milliseconds; null when it is not one. */
function instant(text: unknown): number | null {
  const ms = typeof text === 'string' ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Applies one logged event (Emmett's `evolve`). The log was checked when it was
 * written, so a refusal here means the stored log is corrupt or was written
 * under other rules: replay reports it with the event's position.
 */
export function evolve(setup: MatchSetup, state: MatchState, event: MatchEvent): Result<MatchState, MatchError> {
  const seq = state.seq + 1;
  switch (event.kind) {
    case 'joined':
      return ok({ ...state, seq, lobby: [...state.lobby, event.playerId], away: settled(state.away) });
    case 'left':
      return ok({ ...state, seq, lobby: state.lobby.filter((p) => p !== event.playerId), away: settled(state.away) });
    case 'aborted':
      return ok({ ...state, seq, status: 'aborted', away: settled(state.away) });
    case 'started': {
      const game = setup.rules.deal(event.seating.length, Buffer.from(setup.seed, 'hex'));
      if (!game.ok) return err(matchError('CORRUPT_LOG', game.error.message));
      return ok({
        ...state,
        seq,
        status: statusOf(game.value),
        lobby: [],
        seating: event.seating,
        game: game.value,
        away: settled(state.away),
      });
    }
    case 'paused': {
      const sinceMs = instant(event.since);
      const untilMs = instant(event.until);
      if (sinceMs === null || untilMs === null || untilMs <= sinceMs)
        return err(matchError('CORRUPT_LOG', 'a pause without a valid since and until'));
      if (!state.seating.includes(event.playerId))
        return err(matchError('CORRUPT_LOG', 'a pause of a player with no seat'));
      const absence: Absence = { playerId: event.playerId, sinceMs, untilMs, endedMs: null };
      return ok({ ...state, seq, away: [...state.away, absence] });
    }
    case 'resumed': {
      const atMs = instant(event.at);
      const i = state.away.findLastIndex((a) => a.playerId === event.playerId);
      const open = i < 0 ? null : state.away[i];
      if (atMs === null || open === null || open.endedMs !== null || atMs < open.sinceMs)
        return err(matchError('CORRUPT_LOG', 'a resume without a pause it ends'));
      return ok({ ...state, seq, away: state.away.map((a, j) => (j === i ? { ...a, endedMs: atMs } : a)) });
    }
    case 'move':
    case 'timedOut': {
      if (state.game === null) return err(matchError('CORRUPT_LOG', 'a move before the start'));
      const played = state.game.after(event.seat, event.kind === 'move' ? event.move : RESIGN);
      if (!played.ok) return err(played.error);
      const game = played.value;
      // Most of a log is moves: their state is one literal, not spreads (replay speed, docs/benchmarks.md).
      return ok({
        seq,
        status: statusOf(game),
        lobby: state.lobby,
        seating: state.seating,
        game,
        chosenMoves: state.chosenMoves + (event.kind === 'move' && !event.forced ? 1 : 0),
        away: settled(state.away),
        replaced: state.replaced,
      });
    }
    case 'replaced': {
      if (setup.rules.takeover === null)
        return err(matchError('CORRUPT_LOG', 'a takeover in a match whose game hands no seat to a bot'));
      if (state.status !== 'active' || state.seating[event.seat] !== event.playerId)
        return err(matchError('CORRUPT_LOG', 'a takeover of a seat its player does not hold in a match under way'));
      if (state.seating.includes(event.botId)) return err(matchError('CORRUPT_LOG', 'a takeover by a seated bot'));
      const { seat, playerId, botId, reason } = event;
      const claimedBy = event.claimedBy ?? null;
      return ok({
        ...state,
        seq,
        seating: state.seating.map((p, i) => (i === seat ? botId : p)),
        away: settled(state.away).filter((a) => a.playerId !== playerId),
        replaced: [...state.replaced, { seat, playerId, botId, reason, claimedBy, seq: state.seq }],
      });
    }
  }
}

function statusOf(game: Table): MatchStatus {
  return game.result() ? 'finished' : 'active';
}

export type MatchReplay =
  | { readonly ok: true; readonly state: MatchState }
  | { readonly ok: false; readonly state: MatchState; readonly index: number; readonly error: MatchError };

/** Folds events onto a state (the empty match, or a cached one); never throws. */
export function replayMatch(setup: MatchSetup, from: MatchState, events: readonly MatchEvent[]): MatchReplay {
  let state = from;
  for (let i = 0; i < events.length; i++) {
    const next = evolve(setup, state, events[i]);
    if (!next.ok) return { ok: false, state, index: from.seq + i, error: next.error };
    state = next.value;
  }
  return { ok: true, state };
}

// The match a command or a reader holds, and the row's columns that follow its state.

/** A match rebuilt from its log, with what it was created with. */
export interface LoadedMatch {
  readonly record: MatchRecord;
  readonly setup: MatchSetup;
  readonly state: MatchState;
}

/** `m` moved on to `state`, a fold of events appended at `at`: the row's cached columns follow it. */
export function advanced(
  m: LoadedMatch,
  state: MatchState,
  summary: MatchSummary,
  timing: MatchTiming,
  at: Date,
): LoadedMatch {
  return {
    record: { ...m.record, seq: state.seq, ...summary, ...timing, updatedAtMs: at.getTime() },
    setup: m.setup,
    state,
  };
}

/** The cached columns of a match row, folded from its state. */
export function summarize(state: MatchState): MatchSummary {
  const decision = state.status === 'active' ? (state.game?.decision() ?? null) : null;
  return {
    status: state.status,
    seating: state.seating,
    awaiting: decision ? decision.seats.map((seat: number) => state.seating[seat]) : [],
    decisionKind: decision?.kind ?? null,
  };
}

// The clock: when the decision a match awaits becomes overdue.

/** A stretch of time during which a decision's clock stands still: [fromMs, toMs). */
export interface ClockStop {
  readonly fromMs: number;
  readonly toMs: number;
}

/** What a deadline is computed from: the match's limit, and when the decision now awaited began to be awaited. */
export type DeadlineBasis = Pick<MatchRecord, 'daysPerMove' | 'awaitedSinceMs'>;

/**
 * When the decision a match awaits becomes overdue, in milliseconds since the
 * epoch; null without a time limit, or when no decision is awaited.
 *
 * The clock starts at `awaitedSinceMs` (the batch that made the decision
 * awaited) and runs for `daysPerMove` days, except while an awaited player
 * is on vacation: every stretch the log records for them (`paused` until
 * `until`, or a `resumed` sooner) is added to the deadline, and a vacation
 * with no `resumed` ends at its `until`. So the deadline is a pure function
 * of the row and the log: replay gives the same instant whenever it runs.
 * With several players awaited, the clock stands still while any of them is
 * away. Deadlines computed at an append are cached in the row's `deadline`
 * column (for listings); this function is the definition.
 */
export function deadlineOf(basis: DeadlineBasis, state: MatchState): number | null {
  if (basis.daysPerMove === null || state.status !== 'active') return null;
  return deadlineAfter(basis.awaitedSinceMs, basis.daysPerMove * DAY_MS, stopsOf(state));
}

/**
 * The instant at which `limitMs` of running time has passed since `startMs`,
 * the clock standing still during `stops` (in any order, overlapping or not;
 * the parts before `startMs` do not count).
 */
export function deadlineAfter(startMs: number, limitMs: number, stops: readonly ClockStop[] = []): number {
  let at = startMs;
  let left = limitMs;
  for (const stop of [...stops].sort((a, b) => a.fromMs - b.fromMs)) {
    if (stop.toMs <= at) continue;
    if (stop.fromMs > at) {
      if (stop.fromMs - at >= left) return at + left;
      left -= stop.fromMs - at;
    }
    at = stop.toMs;
  }
  return at + left;
}

/** The players whose decision a match awaits now. */
export function awaitedPlayers(state: MatchState): string[] {
  if (state.status !== 'active') return [];
  return (state.game?.decision()?.seats ?? []).map((seat) => state.seating[seat]);
}

/** The stretches the log records during which an awaited player is away. */
function stopsOf(state: MatchState): ClockStop[] {
  if (state.away.length === 0) return [];
  const awaited = awaitedPlayers(state);
  return state.away
    .filter((a) => awaited.includes(a.playerId))
    .map((a) => ({ fromMs: a.sinceMs, toMs: absenceEnd(a) }));
}

/** When the vacation the log records a player on at `nowMs` ends; null when they are not away then. */
export function awayUntil(state: MatchState, playerId: string, nowMs: number): number | null {
  for (const a of state.away)
    if (a.playerId === playerId && a.sinceMs <= nowMs && nowMs < absenceEnd(a)) return absenceEnd(a);
  return null;
}

/** Whether an event moves a match's clock on: every event but a vacation's pause and its resume. */
export function movesClock(event: MatchEvent): boolean {
  return event.kind !== 'paused' && event.kind !== 'resumed';
}

/**
 * The row's cached timing after `events` were appended at `atMs` onto a match with
 * `before`'s timing: a batch with any event but pauses and resumes makes a
 * new decision awaited from `atMs`; a pause or resume alone leaves the
 * awaited-since time as it was (and moves the deadline).
 */
export function timingAfter(
  before: DeadlineBasis,
  state: MatchState,
  events: readonly MatchEvent[],
  atMs: number,
): MatchTiming {
  const awaitedSinceMs = events.some(movesClock) ? atMs : before.awaitedSinceMs;
  return { awaitedSinceMs, deadlineMs: deadlineOf({ daysPerMove: before.daysPerMove, awaitedSinceMs }, state) };
}

// The archive's summary of a finished match (docs/archive.md).

export const OUTCOMES = ['won', 'lost', 'drawn'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One seat of a finished match, as the archive keeps it. */
export interface ArchivedSeat {
  readonly seat: number;
  /** Null for a seat of an imported match: a name in its record, not an account here (imported-seats.ts). */
  readonly playerId: string | null;
  /** Partners share a side (Game.sides); otherwise it is the seat's own number. */
  readonly side: number;
  readonly outcome: Outcome;
  readonly rank: number;
  readonly score: number;
  /**
   * The bot that played the seat on after `playerId` left it (a takeover); null otherwise. `playerId`, who
   * left, keeps the seat's row and stands as the game ranks a player who resigned; the bot is credited with nothing.
   */
  readonly replacedBy: string | null;
}

/**
 * What the archive keeps of a finished match (docs/archive.md): what its
 * listing shows, and what search and statistics count. Only what a spectator
 * may see: the final view is the engine's view for a spectator.
 */
export interface ArchiveEntry {
  readonly matchId: string;
  readonly gameId: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seatCount: number;
  readonly daysPerMove: number | null;
  readonly visibility: string;
  /** It counts for its players' ratings (docs/ratings.md): applied once, after the summary is written. */
  readonly rated: boolean;
  readonly createdAtMs: number;
  readonly endedAtMs: number;
  readonly result: GameResult;
  readonly view: object;
  readonly seats: readonly ArchivedSeat[];
}

/**
 * An outcome from a rank at `seat`: won when it is first and no seat of
 * another side is, drawn when a seat of another side is first with it, lost
 * otherwise.
 */
function outcomeOf(result: GameResult, sides: readonly number[], seat: number, rank: number): Outcome {
  if (rank !== 1) return 'lost';
  const shared = result.standings.some((st) => st.rank === 1 && st.seat !== seat && sides[st.seat] !== sides[seat]);
  return shared ? 'drawn' : 'won';
}

/** A seat's standing; for a seat a bot took over, the standing of the player who left it (Game.takeover). */
function standingOf(
  setup: MatchSetup,
  result: GameResult,
  seat: number,
  left: Replacement | undefined,
): Omit<Standing, 'seat'> {
  if (left !== undefined) {
    // evolve refuses a takeover in a match whose game has none.
    if (setup.rules.takeover === null) throw new Error('a takeover in a match without one');
    return setup.rules.takeover.leaverStanding(result, seat);
  }
  const standing = result.standings.find((st) => st.seat === seat);
  return { rank: standing?.rank ?? result.standings.length, score: standing?.score ?? 0 };
}

/** The archive's entry for a match that has finished (null for any other), ended at `endedAtMs`. */
export function archiveEntry(
  record: Pick<MatchRecord, 'id' | 'gameId' | 'daysPerMove' | 'visibility' | 'createdAtMs' | 'importedFrom' | 'rated'>,
  setup: MatchSetup,
  state: MatchState,
  endedAtMs: number,
): ArchiveEntry | null {
  const result = state.status === 'finished' ? (state.game?.result() ?? null) : null;
  if (state.game === null || result === null) return null;
  const sides = setup.rules.sides(state.seating.length);
  return {
    matchId: record.id,
    gameId: record.gameId,
    options: setup.rules.options,
    seatCount: state.seating.length,
    daysPerMove: record.daysPerMove,
    visibility: record.visibility,
    rated: record.rated && record.importedFrom === null,
    createdAtMs: record.createdAtMs,
    endedAtMs,
    result,
    view: withoutViewer(state.game.view(SPECTATOR)),
    seats: state.seating.map((holder, seat) => {
      // The first takeover of the seat names the player who sat there from the start.
      const left = state.replaced.find((r) => r.seat === seat);
      const { rank, score } = standingOf(setup, result, seat, left);
      const imported = record.importedFrom !== null;
      return {
        seat,
        playerId: imported ? null : (left?.playerId ?? holder),
        side: sides[seat],
        outcome: outcomeOf(result, sides, seat, rank),
        rank,
        score,
        replacedBy: imported || left === undefined ? null : holder,
      };
    }),
  };
}

/** The engine's view without its `viewer` key, which the presenter replaces by the viewer's seat. */
function withoutViewer(view: object): object {
  return Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'viewer'));
}
