import { GraphQLError, GraphQLFormattedError } from 'graphql';
import { DomainError, NO_DETAILS, toPublicError } from '../common';

/** Apollo's own request-level codes, kept as they are: clients know them. */
const APOLLO_CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * GraphQL's side of the single error mapping: `extensions: { code, details }`,
 * with the same code and the same `details` object as REST's `error` for the
 * same failure (`{}` when there is nothing to add, as for Apollo's own
 * request-level codes), and never a stack trace. Over WebSocket too (SocketGate).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = rootCause(error);
  const apolloCode = formatted.extensions?.code;
  if (!(cause instanceof DomainError) && typeof apolloCode === 'string' && APOLLO_CLIENT_CODES.has(apolloCode)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: apolloCode, details: NO_DETAILS },
    };
  }
  if (isApolloRefusal(cause))
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST', details: NO_DETAILS } };
  const mapped = toPublicError(cause);
  return {
    message: mapped.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: mapped.code, details: mapped.details },
  };
}

/**
 * A refusal Apollo raises about the request itself with a client status but
 * no code: a persisted query whose text does not match its hash, or an
 * unsupported version of that protocol. Never one a resolver threw.
 */
function isApolloRefusal(cause: unknown): boolean {
  if (!(cause instanceof GraphQLError) || cause.path !== undefined || cause.originalError) return false;
  const status = (cause.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** What was first thrown: resolver and validation errors wrap it in `originalError`. */
function rootCause(error: unknown): unknown {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError !== undefined && cause.originalError !== cause)
    cause = cause.originalError;
  return cause;
}
