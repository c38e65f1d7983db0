import { Injectable } from '@nestjs/common';
import { MatchRecord } from '../domain/match-record';
import { ArchiveKey, ArchiveQuery, ArchiveRepository } from '../persistence/archive.repository';
import { MatchesRepository } from '../persistence/matches.repository';

/** Rows read a batch at a time: an export holds one batch of rows in memory, whatever its length. */
export const EXPORT_BATCH = 50;

/** The matches an export sends: where each stands in its search, and where the search goes on after them (null: at its end). */
export interface ExportWalk {
  readonly keys: readonly ArchiveKey[];
  readonly next: ArchiveKey | null;
}

/**
 * An export is an archive search streamed out: which matches it sends is
 * decided by the search's walk through the summaries when it starts (their
 * keys alone), and their rows are read a batch at a time, only as fast as
 * they are consumed: the next batch is asked for once the last row of this
 * one has been taken.
 */
@Injectable()
export class ExportedMatches {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly repo: MatchesRepository,
  ) {}

  /** The next `max` matches of the search after `after` (from its start when null), fixed now. */
  async walk(query: ArchiveQuery, after: ArchiveKey | null, max: number): Promise<ExportWalk> {
    const keys = await this.archive.keys(query, after, max + 1);
    return keys.length > max ? { keys: keys.slice(0, max), next: keys[max - 1] } : { keys, next: null };
  }

  /** The rows of a walk's matches, in its order. */
  async *rows(walk: ExportWalk): AsyncGenerator<MatchRecord> {
    for (let from = 0; from < walk.keys.length; from += EXPORT_BATCH)
      yield* await this.repo.findMany(walk.keys.slice(from, from + EXPORT_BATCH).map((k) => k.matchId));
  }
}
