import { Card } from '../../cards/card';
import { CardString, packCards, unpackCards } from '../../cards/card-string';
import { DealRecord } from './state';

/** Ends a seat's hand in `DealRecord.left`: no card has this code. */
const HAND_END = 0xff;

/**
 * The cards still held when a deal ended, packed for the record: each seat's
 * hand in seat order, each followed by HAND_END, then the dead hand. A
 * match keeps every deal it has finished, and an array a hand took about
 * twenty times the room of its characters here.
 */
export function packedLeft(hands: readonly (readonly Card[])[], deadHand: readonly Card[]): CardString {
  const codes: Card[] = [];
  for (const hand of hands) codes.push(...hand, HAND_END);
  codes.push(...deadHand);
  return packCards(codes);
}

/** The cards each seat still held when the deal ended (none for seats not dealt in), by seat. */
export function leftHands(r: DealRecord): Card[][] {
  const hands: Card[][] = [];
  let from = 0;
  for (let i = 0; i < r.left.length; i++) {
    if (r.left.charCodeAt(i) !== HAND_END) continue;
    hands.push(unpackCards(r.left, from, i));
    from = i + 1;
  }
  return hands;
}

/** The dead hand as the deal left it. */
export function leftDeadHand(r: DealRecord): Card[] {
  return unpackCards(r.left, r.left.lastIndexOf(String.fromCharCode(HAND_END)) + 1);
}
