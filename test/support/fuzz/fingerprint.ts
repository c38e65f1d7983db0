import { Pool } from 'pg';

/**
 * A digest of everything the database holds, table by table, to tell whether
 * a request changed anything. An access token's `lastUsedAt` is left out: a
 * request that presents a token marks it used even when it is then refused.
 */
export async function databaseFingerprint(pool: Pool): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
     ORDER BY table_name`,
  );
  const parts = tables.map(
    ({ name }) =>
      `(SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) FROM (SELECT (to_jsonb(t) - 'lastUsedAt')::text AS r FROM "${name}" t) x)`,
  );
  const { rows } = await pool.query<{ digest: string }>(`SELECT concat_ws(',', ${parts.join(', ')}) AS digest`);
  return rows[0].digest;
}
