import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Client, Pool } from 'pg';
import { migrateDatabase } from '../../src/database/migrator';

/**
 * Creating a PGlite cluster (its initdb) takes seconds, and migrating a
 * database more: the Jest global setup (test/support/global-setup.ts) does
 * each once per run and every test file starts from a copy.
 *
 * Embedded: `empty.tar` (a fresh cluster) and `migrated.tar` (the same,
 * migrated), PGlite data dirs as `dumpDataDir` writes them, in the directory
 * named by PARLOUR_TEST_TEMPLATE_DUMPS; a test file loads one into its own
 * in-memory PGlite. PostgreSQL (DATABASE_URL): a migrated database named by
 * PARLOUR_TEST_TEMPLATE_DATABASE, which each test file's database is created
 * from (`CREATE DATABASE ... TEMPLATE`).
 *
 * Jest's workers start after the global setup and inherit these variables.
 * Without them (the helpers used outside Jest), databases are created and
 * migrated from scratch.
 */
const DUMPS = 'PARLOUR_TEST_TEMPLATE_DUMPS';
const DATABASE = 'PARLOUR_TEST_TEMPLATE_DATABASE';

export type DumpKind = 'empty' | 'migrated';

/** The file holding the template data dir of that kind, if the global setup made them. */
export function templateDump(kind: DumpKind): string | undefined {
  const dir = process.env[DUMPS];
  return dir ? join(dir, `${kind}.tar`) : undefined;
}

/** The migrated template database on the DATABASE_URL server, if the global setup made it. */
export function templateDatabase(): string | undefined {
  return process.env[DATABASE] || undefined;
}

/**
 * Makes the templates for this run: a migrated database on DATABASE_URL's server, or the embedded
 * dumps. Once: the db and e2e projects' global setups both call it.
 */
export async function makeTemplates(): Promise<void> {
  if (process.env[DATABASE] || process.env[DUMPS]) return;
  const server = process.env.DATABASE_URL;
  if (server) process.env[DATABASE] = await makeTemplateDatabase(server);
  else process.env[DUMPS] = await makeTemplateDumps();
}

/** Drops what makeTemplates made. */
export async function removeTemplates(): Promise<void> {
  const server = process.env.DATABASE_URL;
  const name = process.env[DATABASE];
  if (server && name)
    await withAdminClient(server, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const dir = process.env[DUMPS];
  if (dir) rmSync(dir, { recursive: true, force: true });
  delete process.env[DATABASE];
  delete process.env[DUMPS];
}

async function makeTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `parlour_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // No connection may stay open on a template while databases are created from it.
  const pool = new Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrateDatabase(pool);
  } finally {
    await pool.end();
  }
  return name;
}

async function makeTemplateDumps(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-templates-'));
  const db = await PGlite.create();
  try {
    await writeDump(db, join(dir, 'empty.tar'));
    // Migrated over the wire protocol by the server's own migrator, as createTestDatabase would.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const pool = new Pool({ connectionString: `postgresql://postgres@${server.getServerConn()}/postgres`, max: 1 });
    try {
      await migrateDatabase(pool);
    } finally {
      await pool.end();
      await server.stop();
    }
    await writeDump(db, join(dir, 'migrated.tar'));
  } finally {
    await db.close();
  }
  return dir;
}

async function writeDump(db: PGlite, file: string): Promise<void> {
  // Uncompressed: each test file loads one, and gunzipping 40 MB costs more than reading it.
  const dump = await db.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Runs `work` on a connection of its own to `url` (the server's admin database), closed after. */
export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
