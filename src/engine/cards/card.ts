/**
 * A card is a small integer: suit * 13 + (rank - 1). Small integers keep
 * states cheap to copy and compare, which replay speed depends on.
 */
export type Card = number;

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Ace is 1, Jack 11, Queen 12, King 13. Games decide how ranks order. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export const ACE: Rank = 1;
export const JACK: Rank = 11;
export const QUEEN: Rank = 12;
export const KING: Rank = 13;

export const CLUBS = 0;
export const DIAMONDS = 1;
export const HEARTS = 2;
export const SPADES = 3;
/** Suit index, 0..3, in the order of SUITS. */
export type SuitIndex = 0 | 1 | 2 | 3;

export function card(suit: SuitIndex, rank: Rank): Card {
  return suit * 13 + (rank - 1);
}

export function suitOf(c: Card): SuitIndex {
  return Math.floor(c / 13) as SuitIndex;
}

export function rankOf(c: Card): Rank {
  return ((c % 13) + 1) as Rank;
}

export function isRed(suit: SuitIndex): boolean {
  return suit === DIAMONDS || suit === HEARTS;
}

/** The 52-card pack in a fixed order (clubs A..K, diamonds, hearts, spades). */
export function fullPack(): Card[] {
  return Array.from({ length: 52 }, (_, i) => i);
}
