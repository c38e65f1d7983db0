import { Injectable } from '@nestjs/common';
import {
  ArchiveKey,
  ArchiveQuery,
  ArchiveRepository,
  ArchivedMatch,
  GameStats,
  HeadToHead,
} from '../persistence/archive.repository';

export interface ArchivePage {
  readonly items: readonly ArchivedMatch[];
  /** Where the next page starts; null on the last. */
  readonly next: ArchiveKey | null;
  /** How many matches the whole search holds. */
  readonly total: number;
}

/**
 * The archive's search and statistics, read from the summary tables alone:
 * no log is replayed (docs/archive.md).
 */
@Injectable()
export class ArchiveSearch {
  constructor(private readonly archive: ArchiveRepository) {}

  async page(query: ArchiveQuery, after: ArchiveKey | null, limit: number): Promise<ArchivePage> {
    const [rows, total] = await Promise.all([this.archive.search(query, after, limit + 1), this.archive.count(query)]);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    const next = rows.length > limit ? { endedAtMs: last.entry.endedAtMs, matchId: last.entry.matchId } : null;
    return { items, next, total };
  }

  stats(readerId: string | null, playerId: string, gameId: string | null): Promise<GameStats[]> {
    return this.archive.stats(readerId, playerId, gameId);
  }

  headToHead(
    readerId: string | null,
    playerId: string,
    opponentId: string,
    gameId: string | null,
  ): Promise<HeadToHead[]> {
    return this.archive.headToHead(readerId, playerId, opponentId, gameId);
  }
}
