import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The committed TypeScript types of the REST API, from the repository's
 * root: the e2e client uses them, and `npm run api:client` rewrites them.
 */
export const CLIENT_TYPES = 'test/clients/rest/openapi.d.ts';

const HEADER = `/**
 * The REST API's types, generated from the served OpenAPI document
 * (GET /api/openapi.json) by openapi-typescript: do not edit. Rewrite it
 * with \`npm run api:client\`; test/e2e/openapi-client.e2e-spec.ts fails
 * while it is out of date.
 */

`;

/** The types openapi-typescript makes of the document, as the committed file holds them. */
export async function clientTypesOf(document: object): Promise<string> {
  // The document is the server's own, in memory: nothing to fetch, no redocly lint to print.
  const ast = await openapiTS(JSON.stringify(document), { silent: true });
  return HEADER + astToString(ast);
}
