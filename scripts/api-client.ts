/**
 * Rewrites the REST client's types (test/clients/rest/openapi.d.ts) from the
 * OpenAPI document of an app booted in-process on a fresh database, as
 * GET /api/openapi.json serves it: npm run api:client, after changing a
 * route or a schema. test/e2e/openapi-client.e2e-spec.ts fails while the
 * committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLIENT_TYPES, clientTypesOf } from '../test/clients/rest/client-types';
import { runScript, servedOpenApi } from './served-openapi';

runScript(async () => {
  // build/scripts, like scripts/, sits two levels below the repository's root.
  writeFileSync(resolve(__dirname, '../..', CLIENT_TYPES), await clientTypesOf(await servedOpenApi()));
  process.stdout.write(`wrote ${CLIENT_TYPES}\n`);
});
