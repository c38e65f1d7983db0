import { ArchiveEntry, Outcome } from '../domain/match-state';

/** Which archived matches a search holds (docs/archive.md): every field narrows it, null for any. */
export interface ArchiveQuery {
  /** Only the matches this player may read (domain/match-access.ts); null for a reader without an account. */
  readonly readerId: string | null;
  readonly gameId: string | null;
  /** Only matches this player sat in; outcome, rank, opponent and partner are relative to them. */
  readonly playerId: string | null;
  /** Sat on another side than the player. */
  readonly opponentId: string | null;
  /** Sat on the player's side, in another seat. */
  readonly partnerId: string | null;
  readonly outcome: Outcome | null;
  readonly rank: number | null;
  /** Option values the match was played with (every one named must match). */
  readonly options: Readonly<Record<string, string | number | boolean>> | null;
  readonly seats: number | null;
  readonly daysPerMove: number | null;
  /** Only rated matches every seat of which was rated at least this before it (docs/ratings.md). */
  readonly ratingMin: number | null;
  /** Only rated matches every seat of which was rated at most this before it. */
  readonly ratingMax: number | null;
  /** Ended at or after. */
  readonly endedAfter: Date | null;
  /** Ended before. */
  readonly endedBefore: Date | null;
  /** latest: the latest ended first; oldest: the earliest first. */
  readonly order: 'latest' | 'oldest';
}

/** Where a walk through a search stands: the last match listed, by when it ended and its id. */
export interface ArchiveKey {
  readonly endedAtMs: number;
  readonly matchId: string;
}

/** What the match row adds to an archive entry for its listing. */
export interface ArchivedRow {
  readonly rulesVersion: string;
  readonly creatorId: string;
  readonly seq: number;
  readonly commitment: string;
  readonly shuffleAlgorithm: string;
  /** In hex: revealed, the match being over. */
  readonly seed: string;
  readonly inviteCode: string;
  readonly updatedAtMs: number;
  /** Where an imported match was played and its id there, and its record's names by seat; null and [] otherwise. */
  readonly importedFrom: string | null;
  readonly originId: string | null;
  readonly seatNames: readonly string[];
}

export interface ArchivedMatch {
  readonly entry: ArchiveEntry;
  readonly row: ArchivedRow;
  /** By seat: the player's shown rating before and after, once a rated match is applied (docs/ratings.md); else null. */
  readonly ratings: readonly (SeatRating | null)[];
}

/** A seat's shown rating before and after a rated match. */
export interface SeatRating {
  readonly before: number;
  readonly after: number;
}

/** A player's numbers in one game (docs/archive.md, "Statistics"). */
export interface GameStats {
  readonly gameId: string;
  readonly matches: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  /** How many times the player finished at each rank, the best first. */
  readonly ranks: readonly { readonly rank: number; readonly count: number }[];
  readonly averageScore: number;
}

/** Two players' matches against each other in one game, counted for the first: who ranked better. */
export interface HeadToHead {
  readonly gameId: string;
  readonly matches: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
}

/** The archive's summary tables: written with the event that finishes a match, read by search and statistics. */
export abstract class ArchiveRepository {
  /** Writes entries, leaving those already written: the ids written (see writeArchiveEntries). */
  abstract write(entries: readonly ArchiveEntry[]): Promise<string[]>;
  /** The stored entry of a match; null when it has none. */
  abstract entry(matchId: string): Promise<ArchiveEntry | null>;
  /** Ids of finished matches with no entry, in id order after `after`, at most `limit`: what the backfill writes. */
  abstract missing(after: string | null, limit: number): Promise<string[]>;
  /**
   * Ids of matches whose entry was written before entries kept takeovers (a seat credited to the bot that took
   * it over, none naming it as replacedBy), in id order after `after`, at most `limit`: what the backfill rewrites.
   */
  abstract stale(after: string | null, limit: number): Promise<string[]>;
  /** Writes entries again in place of those stored (see stale): the ids written. */
  abstract rewrite(entries: readonly ArchiveEntry[]): Promise<string[]>;
  /** The next `limit` matches of a search after `after` (from the start when null), in its order. */
  abstract search(query: ArchiveQuery, after: ArchiveKey | null, limit: number): Promise<ArchivedMatch[]>;
  /** Where the next `limit` matches of a search after `after` stand in it, in its order: the matches, without reading them. */
  abstract keys(query: ArchiveQuery, after: ArchiveKey | null, limit: number): Promise<ArchiveKey[]>;
  /** How many matches the search holds. */
  abstract count(query: ArchiveQuery): Promise<number>;
  /** A player's numbers by game, of the matches `readerId` may read (see ArchiveQuery.readerId). */
  abstract stats(readerId: string | null, playerId: string, gameId: string | null): Promise<GameStats[]>;
  /** Two players' matches on opposite sides by game, of the matches `readerId` may read. */
  abstract headToHead(
    readerId: string | null,
    playerId: string,
    opponentId: string,
    gameId: string | null,
  ): Promise<HeadToHead[]>;
}
