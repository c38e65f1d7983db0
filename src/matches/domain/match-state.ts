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
}

/** Every game's notation for resigning, which a timed-out seat is made to do. */
export const RESIGN = 'resign';

export const EMPTY_MATCH: MatchState = { seq: 0, status: 'open', lobby: [], seating: [], game: null, chosenMoves: 0 };

/**
 * Applies one logged event (Emmett's `evolve`). The log was checked when it was
 * written, so a refusal here means the stored log is corrupt or was written
 * under other rules: replay reports it with the event's position.
 */
export function evolve(setup: MatchSetup, state: MatchState, event: MatchEvent): Result<MatchState, MatchError> {
  const seq = state.seq + 1;
  switch (event.kind) {
    case 'joined':
      return ok({ ...state, seq, lobby: [...state.lobby, event.playerId] });
    case 'left':
      return ok({ ...state, seq, lobby: state.lobby.filter((p) => p !== event.playerId) });
    case 'aborted':
      return ok({ ...state, seq, status: 'aborted' });
    case 'started': {
      const game = setup.rules.deal(event.seating.length, Buffer.from(setup.seed, 'hex'));
      if (!game.ok) return err(matchError('CORRUPT_LOG', game.error.message));
      return ok({ ...state, seq, status: statusOf(game.value), lobby: [], seating: event.seating, game: game.value });
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
