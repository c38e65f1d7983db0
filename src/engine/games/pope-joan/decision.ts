import { Decision } from '../../core/game';
import { PopeJoanMove } from './move';
import { PopeJoanState } from './state';

/** One seat decides at a time: a leader (`lead`) or the holder of the next card (`follow`); null once the match is over. */
export function decision(state: PopeJoanState): Decision | null {
  const turn = state.over === null ? state.deal.turn : null;
  return turn === null ? null : { seats: [turn.seat], kind: turn.kind };
}

/** Follow-on plays are forced (rule 6); a lead never is, even with one legal card. */
export function forcedMove(state: PopeJoanState): PopeJoanMove | null {
  const turn = state.over === null ? state.deal.turn : null;
  return turn !== null && turn.kind === 'follow' ? { seat: turn.seat, type: 'play', card: turn.card } : null;
}
