import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';

/** PostgreSQL's own counters for one database: transactions, and rows written in every schema. */
export interface Counters {
  readonly transactions: number;
  readonly inserted: number;
  readonly updated: number;
  readonly deleted: number;
}

/**
 * Backends report their counters when they go idle, at most once a second
 * (PostgreSQL 15's `PGSTAT_MIN_INTERVAL`, and its idle flush timeout): a
 * reading waits that out, so the work just done is in it.
 */
const FLUSH_MS = 2_000;

/**
 * What the database did between two readings, as PostgreSQL counts it
 * (`pg_stat_database`, `pg_stat_user_tables`): everything the server sent
 * it, the relay's hand-overs, notices, the archive summary and job rows
 * included. Read only around a phase in which nothing else writes to the
 * database (the raw rate's tables are dropped by then).
 */
export class DatabaseCounters {
  constructor(private readonly pool: Pool) {}

  async read(): Promise<Counters> {
    await sleep(FLUSH_MS);
    const client = await this.pool.connect();
    try {
      // A reading of this session's snapshot would be the first one's again.
      await client.query('SELECT pg_stat_clear_snapshot()');
      const db = await client.query<{ tx: string }>(
        'SELECT xact_commit + xact_rollback AS tx FROM pg_stat_database WHERE datname = current_database()',
      );
      const rows = await client.query<{ ins: string | null; upd: string | null; del: string | null }>(
        'SELECT sum(n_tup_ins) AS ins, sum(n_tup_upd) AS upd, sum(n_tup_del) AS del FROM pg_stat_user_tables',
      );
      return {
        transactions: Number(db.rows[0].tx),
        inserted: Number(rows.rows[0].ins ?? 0),
        updated: Number(rows.rows[0].upd ?? 0),
        deleted: Number(rows.rows[0].del ?? 0),
      };
    } finally {
      client.release();
    }
  }
}

/** The counters between two readings per unit of work (a reading's own three statements are noise). */
export function countersPer(before: Counters, after: Counters, units: number): Counters {
  const per = (a: number, b: number): number => (b - a) / units;
  return {
    transactions: per(before.transactions, after.transactions),
    inserted: per(before.inserted, after.inserted),
    updated: per(before.updated, after.updated),
    deleted: per(before.deleted, after.deleted),
  };
}

export function describeCounters(c: Counters): string {
  return `${c.transactions.toFixed(2)} transactions, ${c.inserted.toFixed(2)} rows inserted, ${c.updated.toFixed(2)} updated, ${c.deleted.toFixed(2)} deleted`;
}
