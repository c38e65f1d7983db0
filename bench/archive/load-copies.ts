import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { figure } from '../api/figures';
import { ServerProcess } from '../api/server-process';
import { BulkLoad, LoadPlan, Overrides } from './bulk-load';
import { TEMPLATE_HANDLES } from './template-matches';

/** The machine's load averages over 1, 5 and 15 minutes, as the output prints them. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`;
}

/** A load: its templates, what they are, the tables copied and how the copies spread. */
export interface Copies {
  /** Plays the templates through the server: their match ids. */
  readonly play: () => Promise<string[]>;
  /** What the templates are, for the output: "finished", "active". */
  readonly kind: string;
  readonly tables: readonly { table: string; key: string; overrides: Overrides }[];
  readonly plan: LoadPlan;
  /** A table to keep each copy's number (n, from 0) and match id in, for drawing matches later. */
  readonly keepCopies?: string;
  /** What the load writes once the copies are in, before the database is marked as loaded. */
  readonly then?: () => Promise<void>;
}

/**
 * Loads a database with copies of template matches the server plays (bench/archive/bulk-load.ts),
 * the server stopped once they are played, and analyses it; reports its progress. The database is
 * marked as loading (`bench_loading`) until it is whole.
 */
export async function loadCopies(pool: Pool, server: ServerProcess, copies: Copies): Promise<void> {
  const { plan, tables } = copies;
  const t0 = performance.now();
  await pool.query('CREATE TABLE bench_loading ()');
  const templates = await copies.play();
  const ids = (
    await pool.query<{ id: string }>(`SELECT "id" FROM "Player" WHERE "handle" = ANY($1) ORDER BY "handle"`, [
      TEMPLATE_HANDLES,
    ])
  ).rows.map((r) => r.id);
  const logRows = (
    await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "MatchEvent" WHERE "matchId" = ANY($1)`, [templates])
  ).rows[0].n;
  console.log(
    `templates: ${templates.length} ${copies.kind} matches played in ${figure((performance.now() - t0) / 1000)} s, ` +
      `${figure(Number(logRows) / templates.length)} log rows each on average`,
  );
  await server.stop();
  const bulk = new BulkLoad(pool, plan);
  const t1 = performance.now();
  await bulk.players(ids);
  await bulk.planCopies(templates);
  const indexes = await bulk.dropIndexes(tables.map((t) => t.table));
  let reported = 0;
  const rows = await bulk.copyAll(tables, (done, rows) => {
    if (done - reported >= plan.matches / 20 || done === plan.matches) {
      reported = done;
      console.log(`  ${done} matches, ${rows} rows, ${figure((performance.now() - t1) / 1000)} s; ${loadAverage()}`);
    }
  });
  const t2 = performance.now();
  await bulk.restoreIndexes(indexes);
  if (copies.keepCopies) {
    await pool.query(`CREATE TABLE "${copies.keepCopies}" AS SELECT n::int AS n, id FROM bench_copy`);
    await pool.query(`ALTER TABLE "${copies.keepCopies}" ADD PRIMARY KEY (n)`);
  }
  await bulk.dropPlan();
  await copies.then?.();
  await pool.query('ANALYZE');
  await pool.query('DROP TABLE bench_loading');
  const size = Number((await pool.query<{ s: string }>('SELECT pg_database_size(current_database()) AS s')).rows[0].s);
  console.log(
    `loaded: ${plan.matches} ${copies.kind} matches (${rows} rows) in ${figure((t2 - t1) / 1000)} s, indexes built ` +
      `in ${figure((performance.now() - t2) / 1000)} s; the database ${figure(size / 1e6)} MB, ` +
      `${figure(size / plan.matches)} bytes a match`,
  );
}
