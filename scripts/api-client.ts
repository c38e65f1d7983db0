/**
 * Rewrites the REST client's types (test/clients/rest/openapi.d.ts) from the
 * OpenAPI document of an app booted in-process on a fresh database, as
 * GET /api/openapi.json serves it: npm run api:client, after changing a
 * route or a schema. test/e2e/openapi-client.e2e-spec.ts fails while the
 * committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OPENAPI_PATH } from '../src/openapi/openapi';
import { createPino } from '../src/logging/pino-logger.service';
import { bootTestApp } from '../test/support/app';
import { createTestDatabase } from '../test/support/database';
import { CLIENT_TYPES, clientTypesOf } from '../test/clients/rest/client-types';

async function main(): Promise<void> {
  // Serving the document reads no table: an unmigrated database will do.
  const db = await createTestDatabase({ migrate: false });
  const app = await bootTestApp(db, { log: createPino('warn') });
  try {
    const answer = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: OPENAPI_PATH });
    if (answer.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${answer.statusCode}`);
    // build/scripts, like scripts/, sits two levels below the repository's root.
    writeFileSync(resolve(__dirname, '../..', CLIENT_TYPES), await clientTypesOf(answer.json()));
    process.stdout.write(`wrote ${CLIENT_TYPES}\n`);
  } finally {
    await app.close();
    await db.drop();
  }
}

// An embedded database's timers may outlive its close by a while: the script is done once main is.
void main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
