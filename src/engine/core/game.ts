import { MoveError, SetupError } from './errors';
import { OptionInput, OptionSpec, ResolvedOptions } from './option-spec';
import { Result } from './result';

export type Seat = number;

/** Who looks: a seat at the table, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';
export const SPECTATOR = 'spectator' as const;

/** Whose decision it is now and what kind (e.g. `play`, `lead`, `five`, `rob`). */
export interface Decision {
  readonly seats: readonly Seat[];
  readonly kind: string;
}

/** Every move names the seat that makes it; the rest is the game's own. */
export interface LoggedMove {
  readonly seat: Seat;
  readonly text: string;
}

export interface BaseMove {
  readonly seat: Seat;
  readonly type: string;
}

export interface Standing {
  readonly seat: Seat;
  /** 1 is best; equal scores share a rank. */
  readonly rank: number;
  readonly score: number;
}

export interface GameResult {
  readonly standings: readonly Standing[];
  /** Why it ended, e.g. `TARGET_REACHED`, `DEALS_PLAYED`, `RESIGNED`. */
  readonly reason: string;
}

/**
 * A seat policy a game's options may turn on (Game.takeover): a seat whose
 * player resigns or times out passes to a built-in bot and plays on, instead
 * of resigning. The match records the takeover; the game never sees it.
 */
export interface Takeover {
  /**
   * Where the player who left `seat` stands at the end `result`: as the rules
   * rank a player who resigned, against every seat (their own seat too, which
   * played on without them).
   */
  leaverStanding(result: GameResult, seat: Seat): Omit<Standing, 'seat'>;
}

export interface SetupInput {
  readonly players: number;
  readonly options?: OptionInput;
  /** 32 secret bytes; every deal of the match is derived from them. */
  readonly seed: Uint8Array;
}

/** What a game is, for the catalog and for the matches pinned to it. */
export interface GameFacts {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rule change would replay an old log differently. */
  readonly rulesVersion: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionSpec[];
}

/**
 * The contract every game implements (after OpenSpiel's State API and
 * boardgame.io's game object). Everything is pure: the same inputs give the
 * same outputs, and states are never mutated.
 *
 * `M` is the game's move type, `V` its per-viewer view (plain JSON, cards in
 * notation).
 */
export interface Game<
  S,
  M extends BaseMove,
  V extends object,
  O extends ResolvedOptions = ResolvedOptions,
> extends GameFacts {
  /** Validated options with defaults filled in. */
  resolveOptions(input: OptionInput | undefined): Result<O, SetupError>;
  /** Seat counts the options allow (e.g. Maw: 2, or 4 with partnership). */
  seatCounts(options: O): readonly number[];
  /**
   * The side each seat plays on, by seat (`[0, 1, 0, 1]`: seats 0 and 2
   * against 1 and 3), for a game played in partnerships; a game where every
   * seat plays for itself leaves it out.
   */
  sides?(options: O, players: number): readonly number[];
  /** The takeover these options turn on; absent or null when a seat that is left resigns. */
  takeover?(options: O): Takeover | null;
  setup(input: SetupInput): Result<S, SetupError>;

  /** Null once the match is over. */
  decision(state: S): Decision | null;
  legalMoves(state: S, seat: Seat): M[];
  /**
   * Applies a move. A `resign` move is accepted from any seat still playing at
   * any time (not only on its turn); the result says what resigning means.
   */
  apply(state: S, move: M): Result<S, MoveError>;
  /**
   * The single legal move when exactly one seat must decide and has exactly
   * one choice that the rules force on them (the service plays it itself), else null.
   */
  forcedMove(state: S): M | null;
  view(state: S, viewer: Viewer): V;
  /**
   * The number, from 1, of the part of the match in play: a Maw set's game, a
   * Pope Joan deal (the sections of a record, docs/records.md). A game in one
   * part may leave it out.
   */
  part?(state: S): number;
  result(state: S): GameResult | null;

  /**
   * Text notation of a move as its own seat sees it (e.g. `5H`, `rob 3D`,
   * `resign`). The log stores exactly this text with the seat.
   */
  formatMove(move: M): string;
  /** Parses untrusted text (API input or a stored log row); never throws. */
  parseMove(seat: Seat, text: string): Result<M, MoveError>;
  /**
   * The move's text as `viewer` may see it in the log: hidden parts (a
   * robber's discard) replaced by `??`. Finished deals' hands become public
   * through the view's record, never through the log.
   */
  redactMove(move: M, viewer: Viewer): string;
}
