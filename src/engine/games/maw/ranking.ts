import { ACE, Card, HEARTS, JACK, KING, QUEEN, Rank, SUITS, SuitIndex, card, isRed, suitOf } from '../../cards/card';
import { Ranking } from './options';

/** The A♥ is a trump whatever the trump suit, and never a plain heart (maw.md, Card ranks). */
export const ACE_OF_HEARTS = card(HEARTS, ACE);

// "The least of the black and the most of the red" (Cotton): number cards below the court cards.
const RED_NUMBERS: readonly Rank[] = [10, 9, 8, 7, 6, 4, 3, 2];
const BLACK_NUMBERS: readonly Rank[] = [2, 3, 4, 6, 7, 8, 9, 10];

function buildTrumpOrder(ranking: Ranking, trumps: SuitIndex): Card[] {
  const t = (r: Rank): Card => card(trumps, r);
  // With hearts trumps the A♥ is itself the Ace of trumps: one card, not two.
  const aces = trumps === HEARTS ? [ACE_OF_HEARTS] : [ACE_OF_HEARTS, t(ACE)];
  const top = ranking === 'cotton' ? [t(5), ...aces, t(JACK)] : [t(5), t(JACK), ...aces];
  return [...top, t(KING), t(QUEEN), ...(isRed(trumps) ? RED_NUMBERS : BLACK_NUMBERS).map(t)];
}

function buildPlainOrder(suit: SuitIndex): Card[] {
  const s = (r: Rank): Card => card(suit, r);
  if (suit === HEARTS) return [KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((r) => s(r as Rank));
  if (isRed(suit)) return [KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2, ACE].map((r) => s(r as Rank));
  return [KING, QUEEN, JACK, ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => s(r as Rank));
}

const SUIT_INDICES = SUITS.map((_, i) => i as SuitIndex);
const TRUMP_ORDERS: Record<Ranking, readonly (readonly Card[])[]> = {
  cotton: SUIT_INDICES.map((t) => buildTrumpOrder('cotton', t)),
  older: SUIT_INDICES.map((t) => buildTrumpOrder('older', t)),
};
const PLAIN_ORDERS: readonly (readonly Card[])[] = SUIT_INDICES.map(buildPlainOrder);

/**
 * Power of each card as a trump (0 for a non-trump), higher is better: one
 * 52-entry table per ranking and trump suit, so comparing cards in a trick is
 * a lookup.
 */
function powerTable(order: readonly Card[]): Int8Array {
  const power = new Int8Array(52);
  order.forEach((c, i) => (power[c] = order.length - i));
  return power;
}
const TRUMP_POWER: Record<Ranking, readonly Int8Array[]> = {
  cotton: TRUMP_ORDERS.cotton.map(powerTable),
  older: TRUMP_ORDERS.older.map(powerTable),
};
const RENEGING: Record<Ranking, readonly (readonly Card[])[]> = {
  cotton: TRUMP_ORDERS.cotton.map((o) => o.slice(0, 3)),
  older: TRUMP_ORDERS.older.map((o) => o.slice(0, 3)),
};
const PLAIN_POWER = new Int8Array(52);
for (const order of PLAIN_ORDERS) order.forEach((c, i) => (PLAIN_POWER[c] = order.length - i));

/** Trumps from highest to lowest. */
export function trumpOrder(ranking: Ranking, trumps: SuitIndex): readonly Card[] {
  return TRUMP_ORDERS[ranking][trumps];
}

/** A suit that is not trumps, from highest to lowest (hearts without the A♥). */
export function plainOrder(suit: SuitIndex): readonly Card[] {
  return PLAIN_ORDERS[suit];
}

export function trumpPower(ranking: Ranking, trumps: SuitIndex): Int8Array {
  return TRUMP_POWER[ranking][trumps];
}

/** Power within its plain suit, higher is better (the A♥ has none). */
export function plainPower(c: Card): number {
  return PLAIN_POWER[c];
}

export function isTrump(c: Card, trumps: SuitIndex): boolean {
  return c === ACE_OF_HEARTS || suitOf(c) === trumps;
}

/** The suit a card counts as for leading and following: the A♥ counts as a trump. */
export function effectiveSuit(c: Card, trumps: SuitIndex): SuitIndex {
  return c === ACE_OF_HEARTS ? trumps : suitOf(c);
}

export function aceOfTrumps(trumps: SuitIndex): Card {
  return card(trumps, ACE);
}

/** The three trumps that may renege under option `reneging` (maw.md, Tricks). */
export function renegingTrumps(ranking: Ranking, trumps: SuitIndex): readonly Card[] {
  return RENEGING[ranking][trumps];
}
