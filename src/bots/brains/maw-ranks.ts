import {
  ACE,
  Card,
  HEARTS,
  JACK,
  KING,
  QUEEN,
  Rank,
  SuitIndex,
  card,
  isRed,
  rankOf,
  suitOf,
} from '../../engine/cards/card';

/** How Maw orders cards once trumps are known (docs/rules/maw.md, Card ranks), as a bot reckons them. */
export interface MawRanks {
  readonly trumps: SuitIndex;
  /** Trumps highest first: the five fingers, then (cotton) A♥, Ace, Jack or (older) Jack, A♥, Ace, then K, Q, numbers. */
  readonly trumpOrder: readonly Card[];
}

const ACE_OF_HEARTS = card(HEARTS, ACE);
/** Plain suits, highest first: "the least of the black and the most of the red"; the A♥ is never a heart. */
const PLAIN_RED: readonly Rank[] = [KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2, ACE];
const PLAIN_BLACK: readonly Rank[] = [KING, QUEEN, JACK, ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** The number cards of trumps (the 5 is the top trump), highest first. */
const TRUMP_RED: readonly Rank[] = [10, 9, 8, 7, 6, 4, 3, 2];
const TRUMP_BLACK: readonly Rank[] = [2, 3, 4, 6, 7, 8, 9, 10];
/** The cards a bot holds back for tricks that matter: the first four of the trump order. */
const PRECIOUS = 4;

export function mawRanks(trumps: SuitIndex, older: boolean): MawRanks {
  const five = card(trumps, 5);
  const ace = card(trumps, ACE);
  const jack = card(trumps, JACK);
  const top = older ? [five, jack, ACE_OF_HEARTS, ace] : [five, ACE_OF_HEARTS, ace, jack];
  const numbers = (isRed(trumps) ? TRUMP_RED : TRUMP_BLACK).map((r) => card(trumps, r));
  // With hearts trumps the A♥ is the Ace of trumps: one card, listed once.
  return { trumps, trumpOrder: [...new Set([...top, card(trumps, KING), card(trumps, QUEEN), ...numbers])] };
}

export function isTrump(r: MawRanks, c: Card): boolean {
  return c === ACE_OF_HEARTS || suitOf(c) === r.trumps;
}

/** The suit a card leads: the A♥ leads trumps. */
export function ledSuit(r: MawRanks, c: Card): SuitIndex {
  return isTrump(r, c) ? r.trumps : suitOf(c);
}

/** A card's worth to its holder, higher is better: every trump above every plain card. */
export function worth(r: MawRanks, c: Card): number {
  if (isTrump(r, c)) return 100 + r.trumpOrder.length - r.trumpOrder.indexOf(c);
  const order = isRed(suitOf(c)) ? PLAIN_RED : PLAIN_BLACK;
  return order.length - order.indexOf(rankOf(c));
}

/** A card's power in a trick led in `led`: a trump's worth, a card of the suit led its worth, any other nothing. */
export function power(r: MawRanks, c: Card, led: SuitIndex): number {
  return isTrump(r, c) || suitOf(c) === led ? worth(r, c) : 0;
}

/** The five fingers and their fellows at the top of the trumps: kept for tricks that matter. */
export function isPrecious(r: MawRanks, c: Card): boolean {
  const i = r.trumpOrder.indexOf(c);
  return i >= 0 && i < PRECIOUS;
}
