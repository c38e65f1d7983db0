import { Seed } from '../../random/seed';
import { Card, suitOf } from '../../cards/card';
import { Seat } from '../../core/game';
import { shuffle } from '../../random/shuffle';
import { DRESSING, GAME, ownCompartment, takeCompartment } from './compartments';
import { PopeJoanOptions } from './options';
import { PACK, POPE } from './pack';
import { ABSENT, DEAD, Deal } from './state';
import { pay } from './payments';

/**
 * Rule 2: the board is dressed with 15 counters, by the dealer or shared as
 * evenly as possible with the dealer paying the remainder. A player who cannot
 * pay their part pays what they have (rule 12) and the shortfall is simply not
 * added: what was paid fills the compartments in the rules' order (Pope,
 * Matrimony, Intrigue, Ace, King, Queen, Jack, Game), so a short dressing
 * leaves the last ones unfed.
 */
export function dress(
  counters: number[],
  board: number[],
  seats: readonly Seat[],
  dealer: Seat,
  dressing: PopeJoanOptions['dressing'],
): void {
  const total = DRESSING.reduce((a, b) => a + b, 0);
  const share = dressing === 'dealer' ? 0 : Math.floor(total / seats.length);
  let paid = 0;
  for (const seat of seats) {
    const due = seat === dealer ? total - share * (seats.length - 1) : share;
    const part = Math.min(due, counters[seat]);
    counters[seat] -= part;
    paid += part;
  }
  for (let box = 0; box < DRESSING.length; box++) {
    const add = Math.min(DRESSING[box], paid);
    board[box] += add;
    paid -= add;
  }
}

/** The hands in dealing order: the eldest hand first, the dealer last, then the dead hand (rule 3). */
export function dealingOrder(seats: readonly Seat[], dealer: Seat): Seat[] {
  const at = seats.indexOf(dealer);
  return [...seats.slice(at + 1), ...seats.slice(0, at + 1), DEAD];
}

export interface DealtCards {
  readonly place: number[];
  readonly handSizes: number[];
  readonly deadSize: number;
  readonly turnUp: Card;
  readonly turnUpHolder: Seat;
}

/**
 * Rules 3–4: the shuffled pack is dealt one card at a time in dealing order;
 * the last card is the turn-up and stays in the hand it fell to. Under
 * `turnUpToDeadHand` the dealer deals that last card to the dead hand out of
 * rotation (the deal still starts with the eldest hand), so hand sizes may
 * differ by one from the plain deal.
 */
export function dealCards(
  seed: Seed,
  number: number,
  players: number,
  order: readonly Seat[],
  turnUpToDeadHand: boolean,
): DealtCards {
  const cards = shuffle(PACK, seed, `pope-joan/deal/${number}`);
  const place = new Array<number>(52).fill(ABSENT);
  const handSizes = new Array<number>(players).fill(0);
  let deadSize = 0;
  const last = cards.length - 1;
  for (let i = 0; i <= last; i++) {
    const holder = turnUpToDeadHand && i === last ? DEAD : order[i % order.length];
    place[cards[i]] = holder;
    if (holder === DEAD) deadSize++;
    else handSizes[holder]++;
  }
  return { place, handSizes, deadSize, turnUp: cards[last], turnUpHolder: place[cards[last]] };
}

/**
 * Rule 4: a turned-up Ace, King, Queen or Jack (necessarily of trumps) or the
 * Pope wins its compartment for the dealer at once. A turned-up Pope under
 * `endsDeal` or `hoyle` also wins Game and voids the deal; under `hoyle` every
 * other player pays the dealer one counter per card dealt to them (paying what
 * they have, rule 12). Returns whether the deal is void.
 */
export function turnUpWins(
  deal: Deal,
  board: number[],
  counters: number[],
  popeTurnUp: PopeJoanOptions['popeTurnUp'],
): boolean {
  const box = ownCompartment(deal.turnUp, suitOf(deal.turnUp));
  if (box !== -1) takeCompartment(board, counters, box, deal.dealer);
  if (deal.turnUp !== POPE || popeTurnUp === 'stake') return false;
  takeCompartment(board, counters, GAME, deal.dealer);
  if (popeTurnUp === 'hoyle') {
    for (let seat = 0; seat < deal.handSizes.length; seat++) {
      if (seat !== deal.dealer && deal.live[seat]) pay(counters, seat, deal.dealer, deal.handSizes[seat]);
    }
  }
  return true;
}
