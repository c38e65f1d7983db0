import { GameResult } from '../../core/game';
import { MawState, sideOf } from './state';

/** Standings once the set is over: partners share their side's score and rank; the winning side ranks 1. */
export function result(state: MawState): GameResult | null {
  const end = state.end;
  if (end === null) return null;
  const standings = Array.from({ length: state.players }, (_, seat) => ({
    seat,
    rank: sideOf(seat) === end.winner ? 1 : 2,
    score: state.scores[sideOf(seat)],
  }));
  return { standings, reason: end.reason };
}
