import { MatchEvent } from './match-event';
import { MatchSetup } from './match-setup';
import { RESIGN } from './match-state';

/**
 * What a command sent with an idempotency key asked for, told apart from the
 * state it met: a retry of the same request gets the first one's result,
 * while the same key on another request is refused, not answered with a
 * result that is not its own.
 */
export type KeyedRequest =
  | { readonly kind: 'move'; readonly expectedSeq: number; readonly text: string }
  | { readonly kind: 'resign' }
  | { readonly kind: 'claimTimeout' };

/**
 * Whether the batch a key first logged (its first event, at `batch`, by the
 * player at `seat`) answers `request`. Move texts are compared in the
 * engine's notation, so `5h` retries `5H`.
 */
export function answersRequest(
  setup: MatchSetup,
  seat: number,
  request: KeyedRequest,
  first: MatchEvent,
  batch: number,
): boolean {
  switch (request.kind) {
    case 'move':
      return batch === request.expectedSeq && isMove(setup, seat, first, request.text);
    case 'resign':
      // A key is looked up among its own player's batches: a takeover it logged is their resignation.
      return first.kind === 'replaced' ? first.reason === 'resigned' : isMove(setup, seat, first, RESIGN);
    case 'claimTimeout':
      return first.kind === 'timedOut' || (first.kind === 'replaced' && first.reason === 'timedOut');
  }
}

function isMove(setup: MatchSetup, seat: number, first: MatchEvent, text: string): boolean {
  if (first.kind !== 'move' || first.seat !== seat || first.forced) return false;
  const notation = setup.game.notation(seat, text);
  return notation.ok && notation.value === first.move;
}
