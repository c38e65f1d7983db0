import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { compiled } from './compiled-sources';
import { TestDatabase, createTestDatabase, migrateDataDir } from './database';
import { ServerProcess } from './server-process';

/** A server process for one describe block, on a database that outlives it: see useServerProcess. */
export interface ServerFixture {
  /** Starts the server, or starts it again (after `kill()` or `stop()`) on the same database. */
  start(): Promise<ServerProcess>;
  /** The server last started. */
  readonly server: ServerProcess;
  /** Its database: a URL (PostgreSQL) or a DATA_DIR (embedded). */
  readonly database: { readonly url: string } | { readonly dataDir: string };
  /** The rows of one statement on that database; an embedded DATA_DIR is opened, so only once the server has stopped. */
  query<T>(sql: string, values?: unknown[]): Promise<T[]>;
}

/**
 * The server as production runs it (its own process, this run's compiled main.js), for one describe
 * block, on a database of its own that outlives the process, so that a test can kill it with
 * SIGKILL and start it again: an embedded DATA_DIR migrated from the run's template, or, with
 * DATABASE_URL set, a database on that server. `env` is added to a test's defaults (a fresh
 * JWT_SECRET, LOG_LEVEL warn, no migrating on start); a function is asked at each start. After
 * the block the server is stopped and the database removed.
 */
export function useServerProcess(
  name: string,
  env: Record<string, string> | (() => Record<string, string>) = {},
): ServerFixture {
  let dataDir: string | undefined;
  let db: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let defaults: Record<string, string>;
  beforeAll(async () => {
    // Migrated here, from the run's template: quicker than the server migrating on start.
    if (process.env.DATABASE_URL) db = await createTestDatabase();
    else await migrateDataDir((dataDir = mkdtempSync(join(tmpdir(), `parlour-${name}-`))));
    defaults = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MIGRATE_ON_START: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    start: async () => {
      const database: Record<string, string> = db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir ?? '' };
      const full = { ...defaults, ...(typeof env === 'function' ? env() : env), ...database };
      return (server = await ServerProcess.start(full, compiled('main.js')));
    },
    get server(): ServerProcess {
      if (!server) throw new Error('the server has not been started');
      return server;
    },
    get database() {
      return db ? { url: db.url } : { dataDir: dataDir ?? '' };
    },
    query: async <T>(sql: string, values: unknown[] = []) => {
      if (db) return (await db.pool.query(sql, values)).rows as T[];
      const embedded = await EmbeddedPostgres.start(dataDir);
      const pool = new Pool({ connectionString: embedded.url, max: 1 });
      try {
        return (await pool.query(sql, values)).rows as T[];
      } finally {
        await pool.end();
        await embedded.stop();
      }
    },
  };
}
