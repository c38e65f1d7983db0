import { ErrorCode } from './error-code';

/** Details a client may act on, e.g. the offending field or when to retry. Never secrets, never cards it may not see. */
export type ErrorDetails = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * A failure the caller caused or may handle, with a stable code. Services
 * throw it; the edge (REST filter, GraphQL formatError) maps it once.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
