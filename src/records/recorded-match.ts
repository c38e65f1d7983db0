import { MatchEvent, MatchSetup } from '../matches';

/** A seat's player as a record names them: a display name, and their account's handle (null for a name alone). */
export interface RecordSeat {
  readonly name: string;
  readonly handle: string | null;
}

/** A takeover of a seat by a bot (a `replaced` event): when, who asked for it, and who played on. */
export interface RecordTakeover {
  readonly at: Date;
  /** The player who asked: who resigned, or whose claim timed the seat out; null when the log does not say. */
  readonly claimedBy: string | null;
  /** The bot that played the seat on. */
  readonly by: RecordSeat;
}

/** Everything a record is written from: a match's row, its whole log and who sat where. */
export interface RecordedMatch {
  /** The server the match was played on (PUBLIC_URL), or the one an imported record names. */
  readonly site: string;
  readonly id: string;
  /** The game, its configured options and the seed (written only once the log shows the match over). */
  readonly setup: MatchSetup;
  readonly shuffleAlgorithm: string;
  readonly commitment: string;
  readonly createdAt: Date;
  /** When the match ended (its last append); null while it is not over. */
  readonly endedAt: Date | null;
  readonly daysPerMove: number | null;
  readonly imported: boolean;
  /** By game seat, who sat there from the start (empty before it): a seat a bot took over names who left it. */
  readonly seats: readonly RecordSeat[];
  /** The whole log, in order. */
  readonly events: readonly MatchEvent[];
  /** One for each `replaced` event of `events`, in the same order. */
  readonly takeovers: readonly RecordTakeover[];
}
