import { Pool } from 'pg';

/** A loaded match and the player whose decision it is. */
export interface Pick {
  readonly id: string;
  readonly playerId: string;
}

/** Picks read from the database at once: one query for this many moves. */
const BATCH = 256;

/**
 * Active matches drawn at random, with replacement, from the `count` loaded
 * (`bench_scale_match`, numbered from 0), each with the player awaited now,
 * read a batch at a time. A match is never handed to two loops at once; one
 * drawn while in play is drawn again.
 */
export class RandomMatches {
  private readonly queue: Pick[] = [];
  private readonly inPlay = new Set<string>();
  private refilling: Promise<void> | null = null;
  /** Queries sent: the only statements of the bench's own during a round. */
  queries = 0;

  constructor(
    private readonly pool: Pool,
    private readonly count: number,
    private readonly random: () => number,
  ) {}

  async next(): Promise<Pick> {
    for (;;) {
      const pick = this.queue.pop();
      if (pick === undefined) {
        await (this.refilling ??= this.refill().finally(() => (this.refilling = null)));
        continue;
      }
      if (this.inPlay.has(pick.id)) continue;
      this.inPlay.add(pick.id);
      return pick;
    }
  }

  /** `id` is out of play again. */
  done(id: string): void {
    this.inPlay.delete(id);
  }

  private async refill(): Promise<void> {
    const ns = Array.from({ length: BATCH }, () => Math.floor(this.random() * this.count));
    this.queries++;
    const rows = await this.pool.query<Pick>(
      `SELECT m."id", m."awaiting"[1] AS "playerId"
       FROM bench_scale_match b JOIN "Match" m ON m."id" = b."id"
       WHERE b."n" = ANY($1::int[]) AND m."status" = 'active' AND cardinality(m."awaiting") > 0`,
      [ns],
    );
    if (rows.rows.length === 0) throw new Error('no loaded match is active any more');
    this.queue.push(...rows.rows);
  }
}
