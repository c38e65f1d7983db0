import { z } from 'zod';
import { integerVar } from './env-types';

/** Limits of the GraphQL edge. */
export const graphqlConfig = {
  /** Deepest field nesting an operation may have. */
  GRAPHQL_MAX_DEPTH: integerVar(1, 100, 8),
  /** Most fields an operation may select, fragments counted at every spread. */
  GRAPHQL_MAX_COMPLEXITY: integerVar(1, 100_000, 200),
  /** Most tokens (names, punctuation, values) an operation's text may have: parsing stops there. */
  GRAPHQL_MAX_TOKENS: integerVar(100, 1_000_000, 5_000),
  /** Schema introspection; when unset, on everywhere but in production. */
  GRAPHQL_INTROSPECTION: z.stringbool({ error: 'must be true or false' }).optional(),
};
