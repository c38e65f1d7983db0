import { GameResult, Takeover } from '../../core/game';
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

/**
 * The amendment (a bot takes over): the seat plays on in a bot's hands, and
 * the player who left it stands as a resigned player does (rules 12a and 13):
 * no counters, ranked with the other empty hands, below every seat that has
 * some, theirs too (at four seats that all end with counters, fifth).
 */
export const TAKEOVER: Takeover = {
  leaverStanding: (result) => ({ score: 0, rank: 1 + result.standings.filter((st) => st.score > 0).length }),
};
