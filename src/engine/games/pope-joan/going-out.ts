import { Seat } from '../../core/game';
import { GAME, takeCompartment } from './compartments';
import { PopeJoanOptions } from './options';
import { POPE } from './pack';
import { Deal } from './state';
import { pay } from './payments';

/**
 * Rule 9: the player who played their last card wins Game, and every other
 * live player pays them one counter per card left in hand. A player still
 * holding the unplayed Pope pays nothing (or double under `popeHolderPays:
 * double`); once it is played nobody is exempt. The exemption holds even for
 * a Pope everyone saw turned up under `popeTurnUp: stake`: the rule asks only
 * whether it is still held. The dead hand, and a resigned player's hand (dead
 * too), pay nothing.
 */
export function goOut(
  deal: Deal,
  board: number[],
  counters: number[],
  winner: Seat,
  popeHolderPays: PopeJoanOptions['popeHolderPays'],
): void {
  takeCompartment(board, counters, GAME, winner);
  for (let seat = 0; seat < deal.handSizes.length; seat++) {
    if (seat === winner || !deal.live[seat]) continue;
    const left = deal.handSizes[seat];
    const owed = deal.place[POPE] !== seat ? left : popeHolderPays === 'double' ? 2 * left : 0;
    pay(counters, seat, winner, owed);
  }
}
