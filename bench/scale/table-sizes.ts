import { Pool } from 'pg';

/** Bytes on disk of each of Parlour's tables, its indexes and TOAST included, by table name. */
export type TableSizes = ReadonlyMap<string, number>;

/** The bench's own tables (bench_…) are left out. */
export async function tableSizes(pool: Pool): Promise<TableSizes> {
  const rows = await pool.query<{ name: string; bytes: string }>(
    `SELECT relname AS name, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables
     WHERE schemaname = current_schema() AND relname NOT LIKE 'bench\\_%'`,
  );
  return new Map(rows.rows.map((r) => [r.name, Number(r.bytes)]));
}

export function totalBytes(sizes: TableSizes): number {
  let sum = 0;
  for (const bytes of sizes.values()) sum += bytes;
  return sum;
}

/** How each table grew from `before` to `after`, largest first, the tables that did not grow left out. */
export function growth(before: TableSizes, after: TableSizes): [string, number][] {
  return [...after]
    .map(([name, bytes]): [string, number] => [name, bytes - (before.get(name) ?? 0)])
    .filter(([, grew]) => grew !== 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Bytes as the output prints them: 1.2 MB. */
export function describeBytes(bytes: number): string {
  if (Math.abs(bytes) >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (Math.abs(bytes) >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (Math.abs(bytes) >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${Math.round(bytes)} B`;
}
