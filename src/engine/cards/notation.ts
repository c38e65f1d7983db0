import { Card, SUITS, SuitIndex, card, rankOf, suitOf } from './card';

/**
 * Card notation: rank then suit letter, e.g. `5H`, `AH`, `10C`, `KS`.
 * Ranks print as A 2..10 J Q K; `T` is accepted for 10 when parsing, and
 * parsing ignores case and the suit symbols ♣♦♥♠. format(parse(s)) is the
 * canonical spelling.
 */
const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SYMBOLS: Record<string, string> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

const FORMATTED: string[] = Array.from({ length: 52 }, (_, c) => RANK_TEXT[rankOf(c) - 1] + SUITS[suitOf(c)]);
const PARSED = new Map<string, Card>(FORMATTED.map((text, c) => [text, c]));

export function formatCard(c: Card): string {
  return FORMATTED[c];
}

export function formatCards(cards: readonly Card[]): string[] {
  return cards.map(formatCard);
}

/** The card a text names, or undefined if it names none. */
export function parseCard(text: string): Card | undefined {
  const exact = PARSED.get(text);
  if (exact !== undefined) return exact;
  let t = text.trim().toUpperCase();
  const last = t.slice(-1);
  if (SYMBOLS[last]) t = t.slice(0, -1) + SYMBOLS[last];
  if (t.startsWith('T')) t = '10' + t.slice(1);
  return PARSED.get(t);
}

export function suitText(suit: SuitIndex): string {
  return SUITS[suit];
}

export { card };
