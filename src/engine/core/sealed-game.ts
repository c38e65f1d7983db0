import { MoveError, SetupError } from './errors';
import { frozenRecent } from './frozen-recent';
import { BaseMove, Decision, Game, GameFacts, GameResult, Seat, Takeover, Viewer } from './game';
import { OptionInput, ResolvedOptions } from './option-spec';
import { Result, err, ok } from './result';

/** A move made on a table: whose, in the game's notation, and the table after it. */
export interface Played {
  readonly seat: Seat;
  readonly text: string;
  readonly table: Table;
}

/**
 * One game in progress, its state and the rules that move it sealed together:
 * what the server holds of a started match. Moves come and go as notation,
 * so nothing outside the game ever needs its state's or its moves' types.
 * Never mutated: playing gives a new table.
 */
export interface Table {
  /** Whose decision it is now; null once the game is over. */
  decision(): Decision | null;
  result(): GameResult | null;
  /** The seat's legal moves now, in notation (empty unless it is their decision). */
  legalMoves(seat: Seat): string[];
  /** Parses untrusted notation and applies it: the move as the game writes it, and the table after it. */
  play(seat: Seat, text: string): Result<Played, MoveError>;
  /** The table after a move in notation (what replaying a logged move needs: `play` without its text). */
  after(seat: Seat, text: string): Result<Table, MoveError>;
  /** The move the rules force now (see Game.forcedMove), already played; null when there is none. */
  forced(): Played | null;
  /** What `viewer` may see at the table: plain JSON, cards in notation. */
  view(viewer: Viewer): object;
  /** The number, from 1, of the game or deal in play (see Game.part). */
  part(): number;
}

/** A game with its options chosen: the seats they allow, and a deal from a seed. */
export interface ConfiguredGame {
  /** The options with defaults filled in, as a match stores them. */
  readonly options: ResolvedOptions;
  readonly seatCounts: readonly number[];
  /** The side each of `players` seats plays on (see Game.sides): the seat's own number where every seat plays for itself. */
  sides(players: number): readonly number[];
  /** Whether a bot takes over a seat its player leaves, and how the leaver then stands (Game.takeover); null: the seat resigns. */
  readonly takeover: Takeover | null;
  /** The first table of a match for `players` seats, every deal derived from the 32-byte `seed`. */
  deal(players: number, seed: Uint8Array): Result<Table, SetupError>;
}

/**
 * A game with its types sealed in, as a server holds any number of them side
 * by side: `sealGame` binds a `Game<S, M, V, O>` once, and everything the
 * server asks of it afterwards is typed without knowing S, M, V or O.
 */
export interface SealedGame extends GameFacts {
  /** Validates options (untrusted input, or a stored match's) and fills in defaults. */
  configure(input: OptionInput | undefined): Result<ConfiguredGame, SetupError>;
  /** The notation the game writes for a move given as untrusted text (`5h` is `5H`). */
  notation(seat: Seat, text: string): Result<string, MoveError>;
  /** A logged move as `viewer` may see it: hidden parts as `??`; null if the text is not a move of this game. */
  redact(seat: Seat, text: string, viewer: Viewer): string | null;
}

/**
 * Distinct option sets whose configured game each game keeps: every match
 * played with one shares it (its seat counts, sides and deal), where each
 * cached match held one of its own.
 */
const CONFIGURATIONS = 256;

export function sealGame<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  game: Game<S, M, V, O>,
): SealedGame {
  const table = (state: S): Table => new GameTable(game, state);
  const configured = frozenRecent(CONFIGURATIONS, (_text: string, options: O): ConfiguredGame => ({
    options,
    seatCounts: game.seatCounts(options),
    sides: (players) => game.sides?.(options, players) ?? Array.from({ length: players }, (_, seat) => seat),
    takeover: game.takeover?.(options) ?? null,
    deal(players, seed) {
      const state = game.setup({ players, options, seed });
      return state.ok ? ok(table(state.value)) : state;
    },
  }));
  return {
    id: game.id,
    name: game.name,
    rulesVersion: game.rulesVersion,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    options: game.options,
    configure(input) {
      const resolved = game.resolveOptions(input);
      return resolved.ok ? ok(configured(JSON.stringify(resolved.value), resolved.value)) : resolved;
    },
    notation(seat, text) {
      const move = game.parseMove(seat, text);
      return move.ok ? ok(game.formatMove(move.value)) : move;
    },
    redact(seat, text, viewer) {
      const move = game.parseMove(seat, text);
      return move.ok ? game.redactMove(move.value, viewer) : null;
    },
  };
}

class GameTable<S, M extends BaseMove, V extends object, O extends ResolvedOptions> implements Table {
  constructor(
    private readonly game: Game<S, M, V, O>,
    /** The engine's state: read only by the game's own tests, through a cast. */
    private readonly state: S,
  ) {}

  decision(): Decision | null {
    return this.game.decision(this.state);
  }

  result(): GameResult | null {
    return this.game.result(this.state);
  }

  legalMoves(seat: Seat): string[] {
    return this.game.legalMoves(this.state, seat).map((m) => this.game.formatMove(m));
  }

  play(seat: Seat, text: string): Result<Played, MoveError> {
    const move = this.game.parseMove(seat, text);
    if (!move.ok) return move;
    return this.applied(move.value);
  }

  after(seat: Seat, text: string): Result<Table, MoveError> {
    const move = this.game.parseMove(seat, text);
    if (!move.ok) return move;
    const next = this.game.apply(this.state, move.value);
    return next.ok ? ok(new GameTable(this.game, next.value)) : next;
  }

  forced(): Played | null {
    const move = this.game.forcedMove(this.state);
    if (move === null) return null;
    const played = this.applied(move);
    if (!played.ok) throw new Error(`the engine refused its own forced move: ${played.error.message}`);
    return played.value;
  }

  view(viewer: Viewer): object {
    return this.game.view(this.state, viewer);
  }

  part(): number {
    return this.game.part?.(this.state) ?? 1;
  }

  private applied(move: M): Result<Played, MoveError> {
    const next = this.game.apply(this.state, move);
    if (!next.ok) return err(next.error);
    return ok({ seat: move.seat, text: this.game.formatMove(move), table: new GameTable(this.game, next.value) });
  }
}
