import { Card, SuitIndex } from '../../cards/card';
import { MawOptions } from './options';
import { effectiveSuit, isTrump, renegingTrumps, trumpPower } from './ranking';

/**
 * The cards of `hand` that may be played to a trick whose first card is `led`
 * (undefined when leading: any card). Rules: maw.md, A game 5.
 * - Follow suit if you can; the A♥ counts as a trump, never as a heart.
 * - followOrTrump: a trump may be played instead of following a plain suit.
 * - reneging: when a trump is led, the top three trumps ranking above it need
 *   not follow; if they are your only trumps you may play anything. A trump
 *   you must follow with may still be one of them.
 */
export function playableCards(hand: readonly Card[], led: Card | undefined, trumps: SuitIndex, options: MawOptions): readonly Card[] {
  if (led === undefined) return hand;
  const suit = effectiveSuit(led, trumps);
  if (suit === trumps) return trumpFollowers(hand, led, trumps, options);
  const following = hand.filter((c) => effectiveSuit(c, trumps) === suit);
  if (following.length === 0) return hand;
  return options.followRule === 'followOrTrump' ? hand.filter((c) => effectiveSuit(c, trumps) === suit || isTrump(c, trumps)) : following;
}

function trumpFollowers(hand: readonly Card[], led: Card, trumps: SuitIndex, options: MawOptions): readonly Card[] {
  const held = hand.filter((c) => isTrump(c, trumps));
  if (held.length === 0) return hand;
  if (!options.reneging) return held;
  const power = trumpPower(options.ranking, trumps);
  const reneging = renegingTrumps(options.ranking, trumps);
  const obliged = held.some((c) => !(reneging.includes(c) && power[c] > power[led]));
  return obliged ? held : hand;
}
