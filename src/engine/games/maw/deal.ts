import { Seed } from '../../random/seed';
import { Card, fullPack, suitOf } from '../../cards/card';
import { CardString, cardAt, packCards } from '../../cards/card-string';
import { shuffle } from '../../random/shuffle';
import { Seat } from '../../core/game';
import { Deal, HAND_SIZE, nextSeat } from './state';

const PACK = fullPack();
const NO_CARDS: readonly Card[] = [];
const NO_POINTS: readonly number[] = [0, 0];
/** Cards given to each player in the first round and the second. */
const PACKETS = [3, HAND_SIZE - 3];

/** The shuffled pack of game `number` of the set: one independent stream per game. */
export function deckFor(seed: Seed, number: number): CardString {
  return packCards(shuffle(PACK, seed, `maw/game/${number}`));
}

/**
 * The hands dealt from the front of `deck`: 3 then 2 cards to each player,
 * starting left of the dealer, in the order of the deck (maw.md, A game 1).
 */
export function dealtHands(deck: CardString, dealer: Seat, players: number): Card[][] {
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(new Array<Card>(HAND_SIZE));
  let next = 0;
  let dealt = 0;
  for (const packet of PACKETS) {
    for (let seat = nextSeat(dealer, players), k = 0; k < players; k++, seat = nextSeat(seat, players)) {
      for (let j = 0; j < packet; j++) hands[seat][dealt + j] = cardAt(deck, next++);
    }
    dealt += packet;
  }
  return hands;
}

/** Deals game `number` from `deck`; the card after the hands is turned up and its suit is trumps. */
export function dealGame(number: number, dealer: Seat, players: number, deck: CardString): Deal {
  return {
    number,
    dealer,
    deck,
    turned: 1,
    trumps: suitOf(cardAt(deck, HAND_SIZE * players)),
    robbery: null,
    hands: dealtHands(deck, dealer, players),
    leader: nextSeat(dealer, players),
    trick: NO_CARDS,
    tricks: [],
    points: NO_POINTS,
  };
}
