import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import { DatabaseTarget } from '../../src/database/database-connection';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { migrateDatabase } from '../../src/database/migrator';
import { templateDatabase, templateDump, withAdminClient } from './database-templates';

/**
 * A database of its own for one test file, reached through `pool`; hand the
 * pool to PrismaService (`new PrismaService(db)`) or to the app (bootTestApp).
 */
export interface TestDatabase extends DatabaseTarget {
  readonly url: string;
  /** Closes the pool, then drops the database (PostgreSQL) or stops the in-memory PGlite. */
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL set (CI sets it for its second run), a uniquely named
 * database on that server; otherwise an in-memory PGlite served on a free
 * port. Either way migrated by the server's own migrator unless told not to.
 * Under Jest the database starts as a copy of a template the global setup made
 * (test/support/database-templates.ts): a migrated one, so that the migrator
 * finds nothing to apply, or a never-migrated one with `migrate: false`.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (process.env.PARLOUR_TEST_TIER === 'unit')
    throw new Error('a unit test gets no database: name the file *.db.spec.ts (or move it to test/database)');
  const migrate = options.migrate ?? true;
  const server = process.env.DATABASE_URL;
  const db = server
    ? await createServerDatabase(server, migrate ? templateDatabase() : undefined)
    : await createEmbeddedDatabase(templateDump(migrate ? 'migrated' : 'empty'));
  // On a copy of the migrated template this only confirms that nothing is left to apply.
  if (migrate) {
    try {
      await migrateDatabase(db.pool);
    } catch (e) {
      await db.drop();
      throw e;
    }
  }
  return db;
}

/** Creates and migrates an embedded database persisted in `dataDir`, for a server process to open next (with MIGRATE_ON_START=false). */
export async function migrateDataDir(dataDir: string): Promise<void> {
  const embedded = await EmbeddedPostgres.start(dataDir, { loadDataDir: loadDump(templateDump('migrated')) });
  const pool = new Pool({ connectionString: embedded.url, max: 1 });
  try {
    await migrateDatabase(pool);
  } finally {
    await pool.end();
    await embedded.stop();
  }
}

function loadDump(file: string | undefined): Blob | undefined {
  return file === undefined ? undefined : new Blob([readFileSync(file)]);
}

async function createEmbeddedDatabase(dump: string | undefined): Promise<TestDatabase> {
  const embedded = await EmbeddedPostgres.start(undefined, { loadDataDir: loadDump(dump) });
  // PGlite takes one connection: keep it open for the whole file.
  const pool = new Pool({ connectionString: embedded.url, max: 1, idleTimeoutMillis: 0 });
  return {
    url: embedded.url,
    pool,
    namedStatements: false,
    drop: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
}

async function createServerDatabase(serverUrl: string, template: string | undefined): Promise<TestDatabase> {
  const name = `parlour_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}"${template === undefined ? '' : ` TEMPLATE "${template}"`}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    namedStatements: true,
    drop: async () => {
      await pool.end();
      // FORCE (PostgreSQL 13+) ends any connection a failed test left open, and
      // those pg is still closing after end(): their errors are expected here.
      pool.on('error', () => undefined);
      await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * Gives a test file its own database: created before its tests, dropped after.
 * Call inside a `describe`; read `.current` inside tests.
 */
export function useTestDatabase(options: { migrate?: boolean } = {}): { readonly current: TestDatabase } {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return {
    get current(): TestDatabase {
      if (!db) throw new Error('the test database exists only inside tests (beforeAll has not run)');
      return db;
    },
  };
}
