import { LoggedMove, OptionInput } from '../../src/engine';
import { AnyGame } from './engines';

/** A fast, seeded, non-secret generator for choosing among legal moves in tests and benchmarks. */
export function xorshift(seed: number): () => number {
  let x = seed | 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

/** A 32-byte match seed derived from a small number, for reproducible tests. */
export function testSeed(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  const next = xorshift(n + 1);
  for (let i = 0; i < 32; i++) seed[i] = Math.floor(next() * 256);
  return seed;
}

export interface Playout {
  readonly moves: LoggedMove[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly states: any[];
}

export interface PlayoutOptions {
  readonly players: number;
  readonly options?: OptionInput;
  readonly seed: Uint8Array;
  /** Chooses among legal moves. */
  readonly random: () => number;
  /** Stop after this many moves even if the match goes on. */
  readonly maxMoves?: number;
  /** Keep every intermediate state (for invariant checks). */
  readonly keepStates?: boolean;
}

/**
 * Plays a whole match by picking uniformly among the legal moves of a seat
 * that must decide. Throws if the engine offers no move to a deciding seat or
 * refuses a move it offered: both are engine bugs.
 */
export function randomPlayout(game: AnyGame, o: PlayoutOptions): Playout {
  const start = game.setup({ players: o.players, options: o.options, seed: o.seed });
  if (!start.ok) throw new Error(`setup failed: ${start.error.message}`);
  let state = start.value;
  const moves: LoggedMove[] = [];
  const states = o.keepStates ? [state] : [];
  const limit = o.maxMoves ?? 1_000_000;
  for (let decision = game.decision(state); decision && moves.length < limit; decision = game.decision(state)) {
    const seat = decision.seats[Math.floor(o.random() * decision.seats.length)];
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`no legal move for deciding seat ${seat} (${decision.kind})`);
    const move = legal[Math.floor(o.random() * legal.length)];
    const next = game.apply(state, move);
    if (!next.ok) throw new Error(`engine refused its own legal move ${game.formatMove(move)}: ${next.error.message}`);
    state = next.value;
    moves.push({ seat: move.seat, text: game.formatMove(move) });
    if (o.keepStates) states.push(state);
  }
  return { moves, states };
}
