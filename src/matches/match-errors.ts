import { DomainError } from '../common/errors/domain-error';
import { MatchError } from './domain/match-error';

/** A refused match command as the edge reports it; the engine's reason rides along. */
export function refused(error: MatchError): DomainError {
  return new DomainError(error.code, error.message, error.reason === undefined ? undefined : { reason: error.reason });
}

export function notFound(matchId: string): DomainError {
  return new DomainError('NOT_FOUND', `no match ${matchId}`);
}

export function staleSeq(expected: number, current: number): DomainError {
  return new DomainError(
    'STALE_SEQ',
    `the match is at seq ${current}, not ${expected}: fetch the new events and decide again`,
    { currentSeq: current },
  );
}
