import { Card, DIAMONDS, KING, card, fullPack, rankOf } from '../../cards/card';

/** The Pope: the nine of diamonds. */
export const POPE: Card = card(DIAMONDS, 9);
/** Taken out of the pack before play. */
export const EIGHT_OF_DIAMONDS: Card = card(DIAMONDS, 8);

/** The 51-card pack, in the fixed order the seeded shuffle starts from. */
export const PACK: readonly Card[] = fullPack().filter((c) => c !== EIGHT_OF_DIAMONDS);

/**
 * The next higher card of the same suit, or null after a King and after the
 * 7♦ (its successor, the 8♦, is out of the pack: rule 7).
 */
export function nextInSuit(c: Card): Card | null {
  if (rankOf(c) === KING || c + 1 === EIGHT_OF_DIAMONDS) return null;
  return c + 1;
}
