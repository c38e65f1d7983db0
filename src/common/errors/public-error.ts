import { HttpException } from '@nestjs/common';
import { DomainError, ErrorDetails } from './domain-error';
import { isDatabaseUnreachable } from './database-unreachable';
import { ERROR_STATUS, ErrorCode } from './error-code';

/**
 * What a client is told about a failure: no stack, no internals. `details` is
 * always there, `{}` when there is nothing to add, and is the same object over
 * REST (`error.details`) and GraphQL (`extensions.details`).
 */
export interface PublicError {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly details: ErrorDetails;
}

/** Nothing to add: one frozen object, so no answer can change another's. */
export const NO_DETAILS: ErrorDetails = Object.freeze({});

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

const FIXED_MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = {
  INTERNAL: 'internal error',
  UNAVAILABLE: 'service unavailable',
};

interface StatusError {
  readonly statusCode: number;
  readonly message: string;
}

/** Framework errors that carry a client status (Fastify's body parser, for one). */
function isStatusError(error: unknown): error is StatusError {
  const candidate = error as Partial<StatusError> | null;
  return (
    typeof candidate?.statusCode === 'number' && candidate.statusCode < 500 && typeof candidate.message === 'string'
  );
}

/**
 * The single mapping from anything thrown to what the client sees. Domain
 * errors pass through; framework 4xx errors and 503 keep their meaning; a
 * database that cannot be reached is UNAVAILABLE (503: retry); everything
 * else is INTERNAL. 5xx answers have fixed messages (the details
 * go to the log only).
 */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof DomainError) {
    const status = ERROR_STATUS[error.code];
    // A 5xx never has details (a domain error's go to the log with it).
    const details = status >= 500 ? NO_DETAILS : (error.details ?? NO_DETAILS);
    return { status, code: error.code, message: error.message, details };
  }
  if (isDatabaseUnreachable(error))
    return {
      status: ERROR_STATUS.UNAVAILABLE,
      code: 'UNAVAILABLE',
      message: FIXED_MESSAGES.UNAVAILABLE ?? '',
      details: NO_DETAILS,
    };
  const status = error instanceof HttpException ? error.getStatus() : isStatusError(error) ? error.statusCode : 500;
  const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
  const fixed = FIXED_MESSAGES[code];
  if (fixed !== undefined) return { status: ERROR_STATUS[code], code, message: fixed, details: NO_DETAILS };
  return { status, code, message: error instanceof Error ? error.message : 'request refused', details: NO_DETAILS };
}
