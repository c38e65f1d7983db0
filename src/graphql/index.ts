/**
 * The GraphQL server's public entry, for the WebSocket gate that runs operations outside it: formatting an error and
 * checking a query's limits. Other modules' code imports src/graphql only through this file and `graphql.module.ts`;
 * lint checks it (.dependency-cruiser.cjs).
 */
export { formatError } from './format-error';
export { checkQueryLimits } from './limits/query-limits';
