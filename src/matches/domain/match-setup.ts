import { ConfiguredGame, SealedGame } from '../../engine';

/** What a match is created with; it never changes afterwards. */
export interface MatchSetup {
  readonly game: SealedGame;
  /** The game with the match's options (validated, defaults filled in). */
  readonly rules: ConfiguredGame;
  /** Most seats the match takes. */
  readonly seats: number;
  readonly creatorId: string;
  /** The secret 256-bit seed every deal is derived from, in hex. */
  readonly seed: string;
}
