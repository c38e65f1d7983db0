import { MatchEvent } from '../matches/domain/match-event';
import { MatchSetup } from '../matches/domain/match-setup';

/** A seat's player as a record names them: a display name, and their account's handle (null for a name alone). */
export interface RecordSeat {
  readonly name: string;
  readonly handle: string | null;
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
  /** By game seat, from the start (empty before it). */
  readonly seats: readonly RecordSeat[];
  /** The whole log, in order. */
  readonly events: readonly MatchEvent[];
}
