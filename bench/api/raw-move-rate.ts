import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { concurrently } from './concurrently';
import { Latencies } from './latency';

export interface Rate {
  readonly perSecond: number;
  readonly latencies: Latencies;
}

/** The shape of Match and MatchEvent where a move touches them, in tables of the bench's own. */
const SETUP = `
  DROP TABLE IF EXISTS bench_raw_event, bench_raw_match;
  CREATE TABLE bench_raw_match (id uuid PRIMARY KEY, seq integer NOT NULL, status text NOT NULL, seating text[], awaiting text[], "decisionKind" text, "updatedAt" timestamptz(3) NOT NULL);
  CREATE TABLE bench_raw_event (
    "matchId" uuid NOT NULL REFERENCES bench_raw_match(id), seq integer NOT NULL, batch integer NOT NULL, seat integer, kind text NOT NULL,
    payload jsonb NOT NULL, "playerId" uuid, "idempotencyKey" text, "createdAt" timestamptz(3) NOT NULL,
    PRIMARY KEY ("matchId", seq), UNIQUE ("matchId", "playerId", "idempotencyKey"));`;

/**
 * What the database alone sustains for the work of one durable move, with no
 * service in front: a transaction that updates the match row at the seq it
 * expects and inserts one log row, from `clients` concurrent clients on `pool`,
 * each on a match of its own.
 */
export async function rawMoveRate(pool: Pool, clients: number, seconds: number, budget: number): Promise<Rate> {
  await pool.query(SETUP);
  try {
    const matches = Array.from({ length: clients }, () => ({ id: randomUUID(), seq: 0, player: randomUUID() }));
    for (const m of matches)
      await pool.query(`INSERT INTO bench_raw_match VALUES ($1, 0, 'active', '{}', '{}', 'play', now())`, [m.id]);
    const latencies = new Latencies();
    const t0 = performance.now();
    const done = await concurrently(
      clients,
      t0 + seconds * 1000,
      budget,
      async (i) => {
        const m = matches[i];
        const start = performance.now();
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          const moved = await conn.query(
            `UPDATE bench_raw_match SET seq = $2 + 1, status = 'active', seating = $3, awaiting = $3, "decisionKind" = 'play', "updatedAt" = now() WHERE id = $1 AND seq = $2`,
            [m.id, m.seq, [m.player]],
          );
          if (moved.rowCount !== 1) throw new Error('raw bench: lost its own row');
          await conn.query(`INSERT INTO bench_raw_event VALUES ($1, $2, $2, 0, 'move', $3, $4, NULL, now())`, [
            m.id,
            m.seq,
            { seat: 0, move: '5H', forced: false },
            m.player,
          ]);
          await conn.query('COMMIT');
          m.seq++;
        } finally {
          conn.release();
        }
        latencies.add(performance.now() - start);
      },
      () => performance.now(),
    );
    return { perSecond: done / ((performance.now() - t0) / 1000), latencies };
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_raw_event, bench_raw_match');
  }
}
