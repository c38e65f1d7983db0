import { ACE, Card, JACK, KING, QUEEN, Rank, SuitIndex, card, rankOf, suitOf } from '../../cards/card';
import { Seat } from '../../core/game';
import { POPE } from './pack';
import { Deal, playedBy } from './state';

/** The eight compartments of the board, in the order `board` holds them. */
export const COMPARTMENTS = ['pope', 'matrimony', 'intrigue', 'ace', 'king', 'queen', 'jack', 'game'] as const;
export type CompartmentName = (typeof COMPARTMENTS)[number];

export const POPE_BOX = 0;
export const MATRIMONY = 1;
export const INTRIGUE = 2;
export const ACE_BOX = 3;
export const KING_BOX = 4;
export const QUEEN_BOX = 5;
export const JACK_BOX = 6;
export const GAME = 7;

/** Rule 2: 6 on Pope, 2 each on Matrimony and Intrigue, 1 on each of the rest (15). */
export const DRESSING: readonly number[] = [6, 2, 2, 1, 1, 1, 1, 1];

const HONOUR_BOX: Partial<Record<Rank, number>> = {
  [ACE]: ACE_BOX,
  [KING]: KING_BOX,
  [QUEEN]: QUEEN_BOX,
  [JACK]: JACK_BOX,
};

/** The compartment a card wins by itself (the Pope, or A/K/Q/J of trumps), or -1. */
export function ownCompartment(c: Card, trumps: SuitIndex): number {
  if (c === POPE) return POPE_BOX;
  return suitOf(c) === trumps ? (HONOUR_BOX[rankOf(c)] ?? -1) : -1;
}

/** Whether playing this card can win anything at all (so the ledger needs copying). */
export function canScore(c: Card, trumps: SuitIndex): boolean {
  return ownCompartment(c, trumps) !== -1;
}

/** Moves a whole compartment to a player. */
export function takeCompartment(board: number[], counters: number[], box: number, seat: Seat): void {
  counters[seat] += board[box];
  board[box] = 0;
}

/**
 * What playing `c` wins (rule 8), applied to copies of the board and counters.
 * `place` already records the card as played by `seat`. A turn-up won its own
 * compartment for the dealer at the deal (rule 4), so it wins nothing more for
 * it here, but it still counts towards Matrimony and Intrigue.
 */
export function winOnPlay(
  deal: Deal,
  board: number[],
  counters: number[],
  seat: Seat,
  c: Card,
  splitPairs: boolean,
): void {
  const box = ownCompartment(c, deal.trumps);
  if (box === -1) return;
  if (c !== deal.turnUp) takeCompartment(board, counters, box, seat);
  const rank = rankOf(c);
  const trumps = deal.trumps;
  if (rank === KING || rank === QUEEN)
    winPair(
      deal,
      board,
      counters,
      MATRIMONY,
      seat,
      rank === KING ? card(trumps, QUEEN) : card(trumps, KING),
      splitPairs,
    );
  if (rank === QUEEN || rank === JACK)
    winPair(
      deal,
      board,
      counters,
      INTRIGUE,
      seat,
      rank === QUEEN ? card(trumps, JACK) : card(trumps, QUEEN),
      splitPairs,
    );
}

/**
 * The second card of a pair has just been played by `seat`. A pair pays only
 * when played by the same player; with `splitPairs`, two players each take
 * half and an odd counter stays on the board (rule 8). A player who has
 * resigned since playing the first card takes no further part: their half
 * stays on the board too.
 */
function winPair(
  deal: Deal,
  board: number[],
  counters: number[],
  box: number,
  seat: Seat,
  partner: Card,
  splitPairs: boolean,
): void {
  const other = playedBy(deal.place[partner]);
  if (other === null) return;
  if (other === seat) {
    takeCompartment(board, counters, box, seat);
    return;
  }
  if (!splitPairs) return;
  const half = Math.floor(board[box] / 2);
  counters[seat] += half;
  board[box] -= half;
  if (!deal.live[other]) return;
  counters[other] += half;
  board[box] -= half;
}
