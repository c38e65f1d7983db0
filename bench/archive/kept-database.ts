import { Pool } from 'pg';
import { createTestDatabase } from '../../test/support/database';
import { withAdminClient } from '../../test/support/database-templates';
import { Cleanups } from '../api/bench-run';

/** A database a bench loads once and measures again on later runs. */
export interface KeptDatabase {
  readonly url: string;
  readonly pool: Pool;
  /** Created by this call: empty, to be loaded. */
  readonly fresh: boolean;
}

/**
 * BENCH_KEEP's database on the DATABASE_URL server, created unless it exists
 * (the server migrates it); never dropped. A load marks the database with a
 * `bench_loading` table until it has finished, so a load cut short is never
 * measured as if it were whole.
 */
export async function keptDatabase(serverUrl: string, name: string): Promise<KeptDatabase> {
  const exists = await withAdminClient(serverUrl, async (admin) => {
    const found = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (!found) await admin.query(`CREATE DATABASE "${name}"`);
    return found;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  if (exists && (await pool.query(`SELECT to_regclass('bench_loading') AS t`)).rows[0].t !== null)
    throw new Error(`${name} holds a load that did not finish: drop the database and run again`);
  return { url: url.toString(), pool, fresh: !exists };
}

/**
 * The database a loading bench runs on: BENCH_KEEP's (`keep`), or a scratch
 * one on the same server, empty and dropped as the bench ends.
 */
export async function benchDatabase(
  serverUrl: string,
  keep: string | undefined,
  cleanups: Cleanups,
): Promise<KeptDatabase> {
  if (keep) {
    const kept = await keptDatabase(serverUrl, keep);
    cleanups.push(() => kept.pool.end());
    return kept;
  }
  const scratch = await createTestDatabase({ migrate: false });
  cleanups.push(() => scratch.drop());
  return { ...scratch, fresh: true };
}
