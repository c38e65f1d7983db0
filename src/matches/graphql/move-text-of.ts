import { DomainError } from '../../common/errors/domain-error';
import { moveText } from '../match-presenter';
import { SubmitMoveInput } from './match.inputs';

/** The text notation of a submitted move, given as text or typed for its game (exactly one). */
export function moveTextOf(input: SubmitMoveInput): string {
  const given = [input.text, input.maw, input.popeJoan].filter((x) => x !== undefined && x !== null);
  if (given.length !== 1)
    throw new DomainError('VALIDATION_FAILED', 'give the move exactly once: text, maw or popeJoan', { field: 'text' });
  if (input.maw) return moveText(input.maw.type, input.maw.card);
  if (input.popeJoan) return moveText('play', input.popeJoan.card);
  return input.text as string;
}
