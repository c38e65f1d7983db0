import { NoticeTo } from './decide';
import { MatchEvent } from './match-event';
import { MatchStatus, ArchiveEntry } from './match-state';

export type MatchVisibility = 'open' | 'private';

/** A match row: what it was created with, and the cached fold of its log. */
export interface MatchRecord {
  readonly id: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly visibility: MatchVisibility;
  readonly inviteCode: string;
  readonly creatorId: string;
  /** In hex (64 digits): secret until the match ends. A string takes a fraction of a Uint8Array's room in the cache. */
  readonly seed: string;
  readonly shuffleAlgorithm: string;
  readonly commitment: string;
  /** The time limit on each decision, in days; null for none (see deadlineOf, match-state.ts). */
  readonly daysPerMove: number | null;
  /** Milliseconds since the epoch, like `updatedAtMs`: a number takes a fraction of a Date's room in the cache. */
  readonly createdAtMs: number;
  readonly seq: number;
  readonly status: MatchStatus;
  readonly seating: readonly string[];
  readonly awaiting: readonly string[];
  readonly decisionKind: string | null;
  /** When the last batch was appended. */
  readonly updatedAtMs: number;
  /**
   * When the decision awaited now began to be awaited: the last batch with an
   * event other than a vacation's pause or resume (those leave it as it was).
   */
  readonly awaitedSinceMs: number;
  /** The awaited decision's deadline as deadlineOf computed it at the last append; null for none. */
  readonly deadlineMs: number | null;
  /** Where a match imported from a record was played (the record's Site); null for a match played here. */
  readonly importedFrom: string | null;
  /** An imported match's id where it was played (the record's MatchId); null for ours. */
  readonly originId: string | null;
  /** An imported match's players by seat, as the record names them; empty for ours (see imported-seats.ts). */
  readonly seatNames: readonly string[];
  /** Their handles where the match was played, "" where the record names none; empty for ours. */
  readonly seatHandles: readonly string[];
  /** Whether it counts for its players' ratings (docs/ratings.md); an imported match never does. */
  readonly rated: boolean;
}

/** What the row of a match played here says of imports: none. */
export const PLAYED_HERE: Pick<MatchRecord, 'importedFrom' | 'originId' | 'seatNames' | 'seatHandles'> = {
  importedFrom: null,
  originId: null,
  seatNames: [],
  seatHandles: [],
};

export type NewMatch = Pick<
  MatchRecord,
  | 'id'
  | 'gameId'
  | 'rulesVersion'
  | 'options'
  | 'seats'
  | 'visibility'
  | 'inviteCode'
  | 'creatorId'
  | 'seed'
  | 'shuffleAlgorithm'
  | 'commitment'
  | 'daysPerMove'
  | 'rated'
> & {
  readonly invited: readonly string[];
  /** What the log starts with (the creator taking a seat, or nothing), written in the same transaction as the row. */
  readonly opening: {
    readonly events: readonly MatchEvent[];
    readonly summary: MatchSummary;
    readonly timing: MatchTiming;
    readonly at: Date;
    readonly joined: readonly string[];
    /** The players it tells: those it invites, and whoever it leaves awaited. */
    readonly notices: readonly NoticeTo[];
  };
};

/**
 * A finished match imported from a record (docs/records.md#importing-a-record):
 * its row, open, with the cached columns of its whole log's fold, and the log,
 * written together. Its times are the record's: created at `createdAtMs`,
 * ended (and every event logged) at `updatedAtMs`.
 */
export type ImportedMatch = Pick<
  MatchRecord,
  | 'id'
  | 'gameId'
  | 'rulesVersion'
  | 'options'
  | 'seats'
  | 'inviteCode'
  | 'creatorId'
  | 'seed'
  | 'shuffleAlgorithm'
  | 'commitment'
  | 'daysPerMove'
  | 'createdAtMs'
  | 'updatedAtMs'
  | 'seatNames'
  | 'seatHandles'
> & {
  readonly importedFrom: string;
  readonly originId: string;
  readonly summary: MatchSummary;
  readonly events: readonly MatchEvent[];
  /** Its archive entry (archiveEntry, match-state.ts), written in the same transaction. */
  readonly archive: ArchiveEntry;
};

/** The cached columns rewritten with every append, folded from the state alone. */
export type MatchSummary = Pick<MatchRecord, 'status' | 'seating' | 'awaiting' | 'decisionKind'>;

/** The cached columns of the clock, rewritten with every append (see timingAfter, match-state.ts). */
export type MatchTiming = Pick<MatchRecord, 'awaitedSinceMs' | 'deadlineMs'>;
