import { DAY_MS } from '../../common';
import { MatchEvent } from './match-event';
import { MatchRecord, MatchTiming } from './match-record';
import { MatchState, absenceEnd } from './match-state';

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
