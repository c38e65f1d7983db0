import { BaseMove, Game, ResolvedOptions, Table, ok, sealGame } from '../../src/engine';
import { ArenaMatch } from '../../src/bots/arena-match';
import type { BotTurn } from '../../src/bots/bot';
import { LoadedMatch } from '../../src/matches/domain/match-state';

/**
 * An engine state arranged by a rule test, as the Table a match holds: the
 * game's own functions on that state, as sealGame's tables call them.
 */
export function tableOf<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  game: Game<S, M, V, O>,
  state: S,
): Table {
  const applied = (move: M) => {
    const next = game.apply(state, move);
    return next.ok ? ok({ seat: move.seat, text: game.formatMove(move), table: tableOf(game, next.value) }) : next;
  };
  return {
    decision: () => game.decision(state),
    result: () => game.result(state),
    legalMoves: (seat) => game.legalMoves(state, seat).map((m) => game.formatMove(m)),
    play(seat, text) {
      const move = game.parseMove(seat, text);
      return move.ok ? applied(move.value) : move;
    },
    after(seat, text) {
      const played = this.play(seat, text);
      return played.ok ? ok(played.value.table) : played;
    },
    forced() {
      const move = game.forcedMove(state);
      const played = move && applied(move);
      if (played && !played.ok) throw new Error(played.error.message);
      return played ? played.value : null;
    },
    view: (viewer) => game.view(state, viewer),
    part: () => game.part?.(state) ?? 1,
  };
}

/**
 * A started match of `players` seats (an arena match, its row and log as the
 * server would hold them) whose game is `state`: what the presenter is
 * handed for a match in exactly that position.
 */
export function matchAt<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  game: Game<S, M, V, O>,
  options: Record<string, string | number | boolean>,
  players: number,
  state: S,
): { readonly match: LoadedMatch; turn(seat: number): BotTurn } {
  const arena = new ArenaMatch(sealGame(game), options, players, `arranged ${game.id}`);
  const match: LoadedMatch = { ...arena.match, state: { ...arena.match.state, game: tableOf(game, state) } };
  return { match, turn: (seat) => arena.turnOf(seat, match) };
}
