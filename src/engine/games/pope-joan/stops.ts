import { Card } from '../../cards/card';
import { Seat } from '../../core/game';
import { nextInSuit } from './pack';
import { Deal, PLAYED } from './state';

/**
 * Who must play the next higher card after `c`, or null if `c` is a stop
 * (rule 7): a King, the 7♦, or a card whose successor was already played or
 * lies in the dead hand (the turn-up included) or in a resigned player's hand,
 * which is dead too.
 */
export function follower(deal: Deal, c: Card): Seat | null {
  const next = nextInSuit(c);
  if (next === null) return null;
  const holder = deal.place[next];
  return holder >= 0 && holder < PLAYED && deal.live[holder] ? holder : null;
}

/** The nearest live seat at or to the left of `seat`: who leads when the one due to lead has resigned. */
export function liveFrom(deal: Deal, seat: Seat): Seat {
  const n = deal.live.length;
  for (let i = 0; i < n; i++) {
    const s = (seat + i) % n;
    if (deal.live[s]) return s;
  }
  throw new Error('a deal in progress always has live seats');
}
