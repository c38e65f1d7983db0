import { BaseMove, Game, LoggedMove, SetupInput } from './game';
import { MoveError, SetupError } from './errors';
import { ResolvedOptions } from './option-spec';

export type ReplayOutcome<S> =
  | { readonly ok: true; readonly state: S; readonly applied: number }
  | {
      readonly ok: false;
      readonly state: S;
      readonly applied: number;
      readonly index: number;
      readonly error: MoveError;
    }
  | { readonly ok: false; readonly state?: undefined; readonly applied: 0; readonly setupError: SetupError };

/**
 * Rebuilds a game from its setup and a list of moves, the engine alone
 * (scalachess's Replay): the state reached, and if some move cannot be
 * applied, the first error and its index. It never throws on bad data: an
 * unparsable move is an error like an illegal one. The server does not use
 * it: a match is its log of events, folded by replayMatch
 * (src/matches/domain/match-state.ts). This serves the engine's own tests and
 * npm run bench:engine, which measures the engine without the server.
 */
export function replay<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  game: Game<S, M, V, O>,
  setup: SetupInput,
  moves: readonly LoggedMove[],
): ReplayOutcome<S> {
  const start = game.setup(setup);
  if (!start.ok) return { ok: false, applied: 0, setupError: start.error };
  return replayFrom(game, start.value, moves);
}

/** Applies logged moves to a known state. */
function replayFrom<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  game: Game<S, M, V, O>,
  from: S,
  moves: readonly LoggedMove[],
): ReplayOutcome<S> {
  let state = from;
  for (let i = 0; i < moves.length; i++) {
    const parsed = game.parseMove(moves[i].seat, moves[i].text);
    const next = parsed.ok ? game.apply(state, parsed.value) : parsed;
    if (!next.ok) return { ok: false, state, applied: i, index: i, error: next.error };
    state = next.value;
  }
  return { ok: true, state, applied: moves.length };
}
