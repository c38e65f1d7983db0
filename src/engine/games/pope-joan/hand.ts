import { Card } from '../../cards/card';
import { Seat } from '../../core/game';
import { Deal } from './state';

/** The cards a seat (or DEAD) holds, in pack order: by suit, then ace low. */
export function handOf(deal: Deal, seat: Seat): Card[] {
  const out: Card[] = [];
  const place = deal.place;
  for (let c = 0; c < 52; c++) if (place[c] === seat) out.push(c);
  return out;
}
