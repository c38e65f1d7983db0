import { NoticeTo } from './match-notices';
import { MatchEvent } from './match-event';
import { MatchStatus } from './match-state';

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
  /** The time limit on each decision, in days; null for none (see move-deadline.ts). */
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
}

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

/** The cached columns rewritten with every append, folded from the state alone. */
export type MatchSummary = Pick<MatchRecord, 'status' | 'seating' | 'awaiting' | 'decisionKind'>;

/** The cached columns of the clock, rewritten with every append (see timingAfter, move-deadline.ts). */
export type MatchTiming = Pick<MatchRecord, 'awaitedSinceMs' | 'deadlineMs'>;
