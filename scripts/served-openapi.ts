import { OPENAPI_PATH } from '../src/openapi/document/openapi';
import { createPino } from '../src/logging/pino-logger.service';
import { bootTestApp } from '../test/support/app';
import { createTestDatabase } from '../test/support/database';

/**
 * The OpenAPI document as GET /api/openapi.json serves it, from an app booted
 * in-process on a fresh database (serving it reads no table: an unmigrated
 * database will do).
 */
export async function servedOpenApi(): Promise<object> {
  const db = await createTestDatabase({ migrate: false });
  const app = await bootTestApp(db, { log: createPino('warn') });
  try {
    const answer = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: OPENAPI_PATH });
    if (answer.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${answer.statusCode}`);
    return answer.json<object>();
  } finally {
    await app.close();
    await db.drop();
  }
}

/** Runs a script's main, and exits once it is done: an embedded database's timers may outlive its close by a while. */
export function runScript(main: () => Promise<void>): void {
  void main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
