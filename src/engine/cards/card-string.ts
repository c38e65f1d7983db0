import { Card } from './card';

/**
 * Cards packed into a string, one card per character code. A state that
 * keeps cards for long (a dealt deck, a finished game) keeps them this way:
 * V8 stores such a string in 16 bytes plus one a card, where the smallest
 * typed array takes about 200 bytes and an array of 52 cards 460; and a
 * string cannot be changed.
 */
export type CardString = string;

/** Built in one call, so that V8 makes one flat string rather than a rope of pieces. */
export function packCards(cards: readonly Card[]): CardString {
  return String.fromCharCode(...cards);
}

/** The card at `index`. */
export function cardAt(cards: CardString, index: number): Card {
  return cards.charCodeAt(index);
}

/** The cards from `from` up to, not including, `to`. */
export function unpackCards(cards: CardString, from = 0, to = cards.length): Card[] {
  const out = new Array<Card>(to - from);
  for (let i = from; i < to; i++) out[i - from] = cards.charCodeAt(i);
  return out;
}
