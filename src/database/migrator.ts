import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { PrismaPaths, prismaPaths, newestSchemaSnapshot, readMigrationList, writeMigration } from './migration-files';
import { EmbeddedPostgres } from './embedded-postgres';
import { withSchemaEngine } from './schema-engine';
import { installJobQueue } from './job-queue-schema';

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * Brings the whole database up to date: Prisma's migrations, then the job
 * queue's schema and queues (pg-boss keeps its own versions). Returns the
 * migrations applied.
 */
export async function migrateDatabase(pool: Pool, paths: PrismaPaths = prismaPaths()): Promise<string[]> {
  const applied = await applyMigrations(pool, paths);
  await installJobQueue(pool);
  return applied;
}

/**
 * Applies the migrations not yet recorded in the database's `_prisma_migrations`
 * table (the table `prisma migrate deploy` keeps, so both agree) and returns
 * their names; none when the database is up to date. No migrations on disk
 * at all is an error (a build without prisma/), not "up to date". Instances starting
 * together take turns: the engine holds a PostgreSQL advisory lock meanwhile.
 * When the table already records every migration on disk, the schema engine
 * is not even loaded: once loaded it holds its memory for the life of the
 * process (docs/benchmarks.md), and most starts (every restart of a deployed
 * version) have nothing to apply.
 */
export async function applyMigrations(pool: Pool, paths: PrismaPaths = prismaPaths()): Promise<string[]> {
  const migrationsList = readMigrationList(paths.migrations);
  // With none, the engine would apply nothing and a server would start on an empty schema, failing every request.
  if (migrationsList.migrationDirectories.length === 0)
    throw new Error(`no migrations in ${paths.migrations}: is prisma/ missing from this build?`);
  if (await isUpToDate(pool, migrationsList)) return [];
  // The lock belongs to the connection that took it: from a pool of several, the
  // engine could release it on another one and leave it held, and every other
  // instance would then time out waiting. So the engine gets one connection.
  const single = pool.options.max === 1 ? pool : new Pool({ ...pool.options, max: 1 });
  try {
    const out = await withSchemaEngine(single, (engine) =>
      engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
    );
    return out.appliedMigrationNames;
  } finally {
    if (single !== pool) await single.end();
  }
}

/**
 * Whether `_prisma_migrations` records exactly the migrations on disk as
 * applied, each with its file's checksum (SHA-256 of `migration.sql`, as
 * Prisma keeps it), and no migration failed or left unfinished. Anything
 * else, a fresh database included, is for the schema engine to apply or
 * report.
 */
export async function isUpToDate(pool: Pool, list: MigrationList): Promise<boolean> {
  const table = await pool.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
  if (table.rows[0].found === null) return false;
  const rows = await pool.query<{ name: string; checksum: string; finished: boolean }>(
    'SELECT migration_name AS name, checksum, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE rolled_back_at IS NULL',
  );
  if (rows.rows.some((r) => !r.finished)) return false;
  const applied = new Map(rows.rows.map((r) => [r.name, r.checksum]));
  const onDisk = list.migrationDirectories;
  return (
    applied.size === rows.rows.length &&
    applied.size === onDisk.length &&
    onDisk.every((m) => applied.get(m.path) === checksum(m.migrationFile.content.value))
  );
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * The SQL that takes a database from the newest migration's schema to the
 * current `schema.prisma`, computed from the two schema texts alone (reading a
 * live database's structure does not work through the adapter: see
 * docs/architecture.md). Empty when they agree.
 */
export async function pendingSchemaChange(paths: PrismaPaths = prismaPaths()): Promise<string> {
  const current = readFileSync(paths.schema, 'utf8');
  const previous = newestSchemaSnapshot(paths.migrations);
  const from =
    previous === undefined
      ? { tag: 'empty' as const }
      : { tag: 'schemaDatamodel' as const, files: [{ path: paths.schema, content: previous }] };
  // The engine connects to its adapter's database on creation even for a
  // schema-to-schema diff, which then never reads it: an in-memory PGlite will do.
  const scratch = await EmbeddedPostgres.start(undefined);
  const pool = new Pool({ connectionString: scratch.url, max: 1 });
  try {
    const result = await withSchemaEngine(pool, (engine) =>
      engine.diff({
        from,
        to: { tag: 'schemaDatamodel', files: [{ path: paths.schema, content: current }] },
        script: true,
        exitCode: null,
        filters: NO_FILTERS,
      }),
    );
    const sql = result.stdout ?? '';
    return isEmptyScript(sql) ? '' : sql;
  } finally {
    await pool.end();
    await scratch.stop();
  }
}

/** The engine answers an empty diff with a comment line. */
function isEmptyScript(sql: string): boolean {
  return sql.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('--'));
}

export type CreateMigrationOutcome =
  | { readonly kind: 'created'; readonly dir: string }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'bad-name'; readonly message: string };

const NAME = /^[a-z0-9_]+$/;

/** Creates `<timestamp>_<name>/` from the pending schema change, if there is one. */
export async function createMigration(
  name: string | undefined,
  now: Date,
  paths: PrismaPaths = prismaPaths(),
): Promise<CreateMigrationOutcome> {
  if (name === undefined || name === '')
    return { kind: 'bad-name', message: 'a migration needs a name, e.g. `npm run db:migration -- add_matches`' };
  if (!NAME.test(name))
    return { kind: 'bad-name', message: `migration name "${name}" may hold only lower-case letters, digits and _` };
  const sql = await pendingSchemaChange(paths);
  if (sql === '') return { kind: 'unchanged' };
  return {
    kind: 'created',
    dir: writeMigration(paths.migrations, `${timestamp(now)}_${name}`, sql, readFileSync(paths.schema, 'utf8')),
  };
}

/** Prisma's migration prefix: UTC `YYYYMMDDHHMMSS`. */
function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
