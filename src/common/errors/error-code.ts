/**
 * Every code a client can see, with the HTTP status REST answers it with.
 * GraphQL carries the same code in `extensions.code`. A new code must name
 * its status here, so no error leaves the server unmapped.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  HANDLE_TAKEN: 409,
  // The match service's codes: a move naming an old sequence number, a move the rules refuse.
  STALE_SEQ: 409,
  ILLEGAL_MOVE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // Not ready to serve (the readiness probe while the database is unreachable).
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
