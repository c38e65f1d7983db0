import { resolve } from 'node:path';

/**
 * The GraphQL SDL committed at the repository root (src/graphql and
 * dist/graphql both sit two levels below it). The server rewrites it when it
 * starts in development; a test fails when it no longer matches the code.
 */
export const SCHEMA_FILE = resolve(__dirname, '../../schema.gql');
