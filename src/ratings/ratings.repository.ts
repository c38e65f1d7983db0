import { AppliedMatch, PendingMatch } from './model/rated-match';
import { PoolRating } from './model/rating-model';

/** Decides what a batch of matches changes, from the ratings stored before it (by ratingKey) and the next seq. */
export type ApplyBatch = (
  matches: readonly PendingMatch[],
  ratings: Map<string, PoolRating>,
  firstSeq: number,
) => AppliedMatch[];

/** A player's rating in a pool, as lists show it. */
export interface StoredRating {
  readonly playerId: string;
  readonly handle: string;
  readonly displayName: string;
  readonly bot: boolean;
  readonly pool: string;
  readonly rating: PoolRating;
  /** The shown rating at the player's last rated match in the pool. */
  readonly shown: number;
}

/** Where a leaderboard's walk stands: the last player listed. */
export interface LeaderKey {
  readonly shown: number;
  readonly handleKey: string;
}

/** One row of a player's rating history. */
export interface HistoryEntry {
  readonly seq: number;
  readonly matchId: string;
  readonly pool: string;
  readonly shownBefore: number;
  readonly shownAfter: number;
  readonly games: number;
  readonly endedAtMs: number;
}

/** What a rebuild found: how many ratings it recomputed, and how many of those differed from the stored ones. */
export interface RebuildOutcome {
  readonly matches: number;
  readonly ratings: number;
  readonly differing: number;
}

/** Where ratings are kept (docs/ratings.md): the only database code for them. */
export abstract class RatingsRepository {
  /**
   * Applies up to `limit` rated matches not yet applied, oldest first, in one transaction that holds the ratings'
   * lock, so instances take turns and each match is applied once, numbered on from the last. The number applied.
   */
  abstract applyPending(limit: number, apply: ApplyBatch): Promise<number>;

  /**
   * Recomputes every rating from the archive, in the order the matches were applied, through `apply`, and stores
   * the result in place of what was stored, in one transaction under the same lock.
   */
  abstract rebuild(apply: ApplyBatch, batch: number): Promise<RebuildOutcome>;

  /** A player's ratings, one per pool they were rated in. */
  abstract ofPlayer(playerId: string): Promise<StoredRating[]>;

  /** A player's history in a pool, newest first: `limit` entries applied before `beforeSeq` (null: the newest). */
  abstract history(playerId: string, pool: string, beforeSeq: number | null, limit: number): Promise<HistoryEntry[]>;

  /**
   * A pool's leaderboard: players with at least `minGames` rated matches, the last at or after `activeSince`,
   * by shown rating, best first, then by handle; `limit` after `after` (the last one of the page before).
   */
  abstract leaders(
    pool: string,
    minGames: number,
    activeSince: Date,
    after: LeaderKey | null,
    limit: number,
  ): Promise<StoredRating[]>;
}
