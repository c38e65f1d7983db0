import { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in a transaction on one connection of the pool under Prisma:
 * for a repository whose transaction also carries the job queue's inserts,
 * which pg-boss makes through that same connection.
 */
export async function inPoolTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
