import { AnyGame } from '../../engine';

/** What a match is created with; it never changes afterwards. */
export interface MatchSetup {
  readonly game: AnyGame;
  /** Validated options with defaults filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Most seats the match takes. */
  readonly seats: number;
  readonly creatorId: string;
  /** The secret 256-bit seed every deal is derived from, in hex. */
  readonly seed: string;
}
