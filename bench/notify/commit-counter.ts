import { Pool } from 'pg';

/**
 * PostgreSQL's own count of committed transactions on one database
 * (pg_stat_database.xact_commit), read around an arm: what its moves and
 * deliveries cost in transactions. Each backend reports its counts when it
 * goes idle, at most once a second, so a reading taken after a quiet second
 * has them all.
 */
export class CommitCounter {
  constructor(private readonly pool: Pool) {}

  async read(): Promise<number> {
    const { rows } = await this.pool.query<{ commits: string }>(
      'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].commits);
  }
}
