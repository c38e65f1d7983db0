import { ArchiveEntry, MatchStatus } from '../domain/match-state';
import { MatchEvent } from '../domain/match-event';
import { BatchNotices } from '../domain/decide';
import { ImportedMatch, MatchRecord, MatchSummary, MatchTiming, NewMatch } from '../domain/match-record';
import { StoredEvent } from './stored-event';

export interface Append {
  readonly matchId: string;
  /** The seq the first new event takes: the log's length as the writer saw it. */
  readonly expectedSeq: number;
  readonly events: readonly MatchEvent[];
  readonly playerId: string;
  readonly idempotencyKey: string | null;
  /** The time recorded on every event of the batch. */
  readonly at: Date;
  readonly summary: MatchSummary;
  readonly timing: MatchTiming;
  /** Participation that changes with the batch (join, leave). */
  readonly joined: readonly string[];
  readonly left: readonly string[];
  /** What the batch leaves to be told: written with it, the outbox of every channel that reaches a player away. */
  readonly told: BatchNotices;
  /** The match's archive entry when the batch finishes it: written by the same statement. */
  readonly archive: ArchiveEntry | null;
}

/** STALE: another write took the seq first. DUPLICATE_KEY: the idempotency key was used meanwhile. */
/** An append the log took, and whether it wrote notices (the outbox has something to hand over). */
export interface Appended {
  readonly noticesWritten: boolean;
}

export type AppendOutcome = Appended | 'STALE' | 'DUPLICATE_KEY';

export interface MineFilter {
  readonly statuses: readonly MatchStatus[];
  readonly yourTurn: boolean;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Pass back to get the next page; null on the last. */
  readonly next: string | null;
}

/** A match's row and its log from some seq up to the row's. */
export interface WithLog {
  readonly record: MatchRecord;
  readonly log: StoredEvent[];
}

/** The one place that reads and writes matches and their logs. */
export abstract class MatchesRepository {
  abstract create(match: NewMatch): Promise<MatchRecord>;
  abstract find(id: string): Promise<MatchRecord | null>;
  /**
   * The row and its log from `fromSeq` up to the row's seq, in one read: what
   * a match not in the cache costs (a command or a read rebuilds it from them).
   * Concurrent reads share a statement.
   */
  abstract findWithLog(id: string, fromSeq: number): Promise<WithLog | null>;
  /**
   * Writes an imported match's row, its whole log and its archive entry in one transaction: the
   * match, or null when a match with its commitment and origin was imported
   * meanwhile (then nothing is written).
   */
  abstract importMatch(match: ImportedMatch): Promise<MatchRecord | null>;
  /** The match with this commitment (which names one match id and seed), played here or imported; null for none. */
  abstract findByCommitment(commitment: string): Promise<MatchRecord | null>;
  /**
   * Only the row's seq, null for no such match. Every change to a match row
   * is an append, which moves its seq on: a row copy at the same seq is the row.
   */
  abstract seqOf(id: string): Promise<number | null>;
  abstract findByInviteCode(code: string): Promise<MatchRecord | null>;
  /** Whether `readerId` may read the match (domain/match-access.ts), asked of the database; false for no such match. */
  abstract mayRead(matchId: string, readerId: string | null): Promise<boolean>;
  /** Those of `matchIds` that `readerId` may read (domain/match-access.ts), asked of the database in one statement. */
  abstract readableAmong(matchIds: readonly string[], readerId: string | null): Promise<Set<string>>;
  /** The players a private match invites. */
  abstract invitees(matchId: string): Promise<string[]>;
  /** Log rows with seq ≥ fromSeq, in order; the first `limit` of them when given. */
  abstract events(matchId: string, fromSeq: number, limit?: number): Promise<StoredEvent[]>;
  /** The rows of the batch a player submitted with an idempotency key, if any. */
  abstract batchByKey(matchId: string, playerId: string, key: string): Promise<StoredEvent[] | null>;
  /** Appends a batch at exactly `expectedSeq` and rewrites the cached columns, in one transaction. */
  abstract append(append: Append): Promise<AppendOutcome>;
  /** Matches a player created or takes part in (and may read), newest first; of these statuses (any when none), and only those awaiting them when `yourTurn`. */
  abstract listForPlayer(
    playerId: string,
    filter: MineFilter,
    cursor: string | null,
    limit: number,
  ): Promise<Page<MatchRecord>>;
  /** Matches waiting for players that `viewerId` may join (and read), newest first: open ones, and private ones inviting them (none for null, anonymous). */
  abstract listOpen(
    viewerId: string | null,
    gameId: string | null,
    cursor: string | null,
    limit: number,
  ): Promise<Page<MatchRecord>>;
  /** The rows of these matches, in the order of `ids`; a match with no row is left out. */
  abstract findMany(ids: readonly string[]): Promise<MatchRecord[]>;
  /** Ids of every match after `after` (all when null), in id order, at most `limit`: a walk through the whole table. */
  abstract ids(after: string | null, limit: number): Promise<string[]>;
  /** The active matches with a deadline where a player is seated and another's decision is awaited: each one's deadline, the soonest first. */
  abstract awaitingOthers(playerId: string): Promise<{ id: string; deadlineMs: number }[]>;
  /** Ids of the active matches a player is seated in, in id order. */
  abstract activeSeating(playerId: string): Promise<string[]>;
  /** Ids of the active matches awaiting a player's decision, the longest waiting first. */
  abstract awaiting(playerId: string): Promise<string[]>;
  /** Ids of the private matches still waiting for players that invite a player who has not joined them, the oldest first. */
  abstract invitations(playerId: string): Promise<string[]>;
  /** Ids of the matches a player created, takes part in or is invited to that changed at or after `since`, the oldest change first. */
  abstract changedSince(playerId: string, since: Date): Promise<string[]>;
}
