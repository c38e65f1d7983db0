import { Card, SuitIndex } from '../../cards/card';
import { MawOptions } from './options';
import { effectiveSuit, isTrump, renegingTrumps, trumpPower } from './ranking';

/**
 * Whether `c` from `hand` may be played to a trick whose first card is `led`
 * (undefined when leading: any card). Rules: maw.md, A game 5.
 * - Follow suit if you can; the A♥ counts as a trump, never as a heart.
 * - followOrTrump: a trump may be played instead of following a plain suit.
 * - reneging: when a trump is led, the top three trumps ranking above it need
 *   not follow; if they are your only trumps you may play anything.
 */
export function mayPlay(
  hand: readonly Card[],
  c: Card,
  led: Card | undefined,
  trumps: SuitIndex,
  options: MawOptions,
): boolean {
  if (led === undefined) return true;
  const suit = effectiveSuit(led, trumps);
  const own = effectiveSuit(c, trumps);
  if (own === suit) return true;
  if (suit === trumps) return !mustPlayTrump(hand, led, trumps, options);
  if (own === trumps && options.followRule === 'followOrTrump') return true;
  for (const h of hand) if (effectiveSuit(h, trumps) === suit) return false;
  return true;
}

/** The cards of `hand` that may be played now. */
export function playableCards(
  hand: readonly Card[],
  led: Card | undefined,
  trumps: SuitIndex,
  options: MawOptions,
): readonly Card[] {
  return led === undefined ? hand : hand.filter((c) => mayPlay(hand, c, led, trumps, options));
}

/** A trump was led: does the hand hold a trump it must follow with? */
function mustPlayTrump(hand: readonly Card[], led: Card, trumps: SuitIndex, options: MawOptions): boolean {
  const power = trumpPower(options.ranking, trumps);
  const reneging = renegingTrumps(options.ranking, trumps);
  for (const h of hand) {
    if (isTrump(h, trumps) && !(options.reneging && reneging.includes(h) && power[h] > power[led])) return true;
  }
  return false;
}
