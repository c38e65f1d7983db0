import { MawMove } from './move';
import { MawState } from './state';

/**
 * Only the last card of a hand is played for the player. Any other single
 * choice (say, the one card of the suit led) played at once would tell the
 * table what the rest of the hand lacks.
 */
export function forcedMove(state: MawState): MawMove | null {
  if (state.phase !== 'play') return null;
  const hand = state.deal.hands[state.turn];
  return hand.length === 1 ? { seat: state.turn, type: 'play', card: hand[0] } : null;
}
