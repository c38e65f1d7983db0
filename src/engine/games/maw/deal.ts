import { Card, fullPack, suitOf } from '../../cards/card';
import { shuffle } from '../../random/shuffle';
import { Seat } from '../../core/game';
import { Deal, HAND_SIZE, nextSeat } from './state';

const PACK = fullPack();
const NO_CARDS: readonly Card[] = [];
const NO_POINTS: readonly number[] = [0, 0];
/** Cards given to each player in the first round and the second. */
const PACKETS = [3, HAND_SIZE - 3];

/** The shuffled pack of game `number` of the set: one independent stream per game. */
export function deckFor(seed: Uint8Array, number: number): Card[] {
  return shuffle(PACK, seed, `maw/game/${number}`);
}

/**
 * Deals 3 then 2 cards to each player, starting left of the dealer, in the
 * order of the deck (maw.md, A game 1); the next card is turned up and its
 * suit is trumps.
 */
export function dealGame(number: number, dealer: Seat, players: number, deck: readonly Card[]): Deal {
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  let next = 0;
  for (const packet of PACKETS) {
    for (let seat = nextSeat(dealer, players), k = 0; k < players; k++, seat = nextSeat(seat, players)) {
      for (let j = 0; j < packet; j++) hands[seat].push(deck[next++]);
    }
  }
  return {
    number,
    dealer,
    deck,
    dealt: hands,
    turned: 1,
    trumps: suitOf(deck[next]),
    robbery: null,
    hands,
    leader: nextSeat(dealer, players),
    trick: NO_CARDS,
    tricks: [],
    points: NO_POINTS,
  };
}
