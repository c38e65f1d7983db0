import { GraphQLError } from 'graphql';
import { formatError } from './format-error';

/**
 * An error as the one mapping shapes it, for the WebSocket transport, where
 * Apollo's formatError does not run: the same code and details as over HTTP.
 */
export function publicGraphQLError(error: unknown): GraphQLError {
  const graphqlError = error instanceof GraphQLError ? error : new GraphQLError(error instanceof Error ? error.message : String(error), { originalError: error instanceof Error ? error : undefined });
  const formatted = formatError(graphqlError.toJSON(), graphqlError);
  return new GraphQLError(formatted.message, { path: formatted.path, extensions: formatted.extensions });
}
