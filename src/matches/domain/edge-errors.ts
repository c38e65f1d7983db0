import { DomainError } from '../../common';
import { MatchError } from './match-error';

/** A refused match command as the edge reports it; the engine's reason and the decision's details ride along. */
export function refused(error: MatchError): DomainError {
  const details = { ...error.details, ...(error.reason === undefined ? {} : { reason: error.reason }) };
  return new DomainError(error.code, error.message, Object.keys(details).length === 0 ? undefined : details);
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

/** A replay past the end of the log: the match holds `latest` events, so 0 to `latest` are its points. */
export function seqOutOfRange(seq: number, latest: number): DomainError {
  return new DomainError(
    'SEQ_OUT_OF_RANGE',
    `no seq ${seq} in a log of ${latest} events: replay the match at 0 to ${latest}`,
    {
      latestSeq: latest,
    },
  );
}

/**
 * A stored log that no longer replays, as a client may hear of it: where, and
 * what an operator can run. Never the engine's reason, which may name a seat's
 * cards; `match:verify` shows that to the operator.
 */
export function corruptLog(matchId: string, seq: number): DomainError {
  return new DomainError(
    'CORRUPT_LOG',
    `match ${matchId} does not replay at event ${seq}; an operator can inspect it with: npm run match:verify -- ${matchId}`,
  );
}
