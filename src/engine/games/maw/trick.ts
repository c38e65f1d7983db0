import { Card, SuitIndex, suitOf } from '../../cards/card';
import { Seat } from '../../core/game';
import { Ranking } from './options';
import { effectiveSuit, plainPower, trumpPower } from './ranking';

// Any trump beats any plain card: plain powers are at most 13.
const TRUMP_BONUS = 100;

/**
 * The seat that wins a complete trick: the highest trump, or if no trump was
 * played the highest card of the suit led (maw.md, A game 5). Cards of
 * another plain suit never win.
 */
export function trickWinner(cards: readonly Card[], leader: Seat, ranking: Ranking, trumps: SuitIndex): Seat {
  const power = trumpPower(ranking, trumps);
  const led = effectiveSuit(cards[0], trumps);
  let best = 0;
  let bestValue = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const value = power[c] > 0 ? TRUMP_BONUS + power[c] : suitOf(c) === led ? plainPower(c) : 0;
    if (value > bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return (leader + best) % cards.length;
}
