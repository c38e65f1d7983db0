import { Decision } from '../../core/game';
import { MawState, Phase } from './state';

type Kind = Exclude<Phase, 'over'>;
const SEATS = [0, 1, 2, 3];
// Shared constants, one per kind and seat: asking whose turn it is allocates nothing.
const DECISIONS: Record<Kind, readonly Decision[]> = {
  five: SEATS.map((seat) => ({ seats: [seat], kind: 'five' })),
  accept: SEATS.map((seat) => ({ seats: [seat], kind: 'accept' })),
  rob: SEATS.map((seat) => ({ seats: [seat], kind: 'rob' })),
  play: SEATS.map((seat) => ({ seats: [seat], kind: 'play' })),
};

/**
 * Exactly one seat decides at a time; the kind is public. Robbing during play
 * is part of the `play` decision, so the kind never tells the table who holds
 * the Ace of trumps.
 */
export function decision(state: MawState): Decision | null {
  return state.phase === 'over' ? null : DECISIONS[state.phase][state.turn];
}
