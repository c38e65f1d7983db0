import { GameResult } from '../../core/game';
import { PopeJoanState } from './state';

/**
 * Rule 13: players ranked by counters, equal counters sharing a rank. A
 * bankrupt or resigned player has none left and ranks with the other empty
 * hands. The board stays where it is.
 */
export function result(state: PopeJoanState): GameResult | null {
  if (state.over === null) return null;
  const standings = state.counters.map((score, seat) => ({
    seat,
    score,
    rank: 1 + state.counters.filter((other) => other > score).length,
  }));
  return { standings, reason: state.over };
}
