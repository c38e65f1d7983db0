import { Result, Table, err, ok } from '../../engine';
import { MatchError, matchError } from './match-error';
import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';

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
   * the clock of the decision awaited now: see settled() and move-deadline.ts.
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
