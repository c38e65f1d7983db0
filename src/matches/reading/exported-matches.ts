import { Injectable } from '@nestjs/common';
import { MatchRecord } from '../domain/match-record';
import { ExportKey, ExportQuery, MatchesRepository } from '../persistence/matches.repository';

/**
 * Rows read a batch at a time: an export holds one batch in memory, whatever
 * its length, and the database answers each from the (visibility, status,
 * updatedAt) index.
 */
export const EXPORT_BATCH = 50;

/**
 * The rows of an export, the latest ended first, read from the database a
 * batch at a time through a keyset cursor, and only as fast as they are
 * consumed: the next batch is asked for once the last row of this one has
 * been taken.
 */
@Injectable()
export class ExportedMatches {
  constructor(private readonly repo: MatchesRepository) {}

  async *rows(query: ExportQuery, max: number): AsyncGenerator<MatchRecord> {
    let after: ExportKey | null = null;
    for (let left = max; left > 0;) {
      const batch = await this.repo.exportBatch(query, after, Math.min(EXPORT_BATCH, left));
      for (const record of batch) yield record;
      if (batch.length < EXPORT_BATCH) return;
      left -= batch.length;
      const last = batch[batch.length - 1];
      after = { endedAtMs: last.updatedAtMs, id: last.id };
    }
  }
}
