import { performance } from 'node:perf_hooks';
import { xorshift } from '../../test/support/random-playout';
import { concurrently } from './concurrently';
import { Latencies } from './latency';
import { MatchClient, Turn } from './parlour-client';

interface Table {
  id: string;
  /** How the client acts as each seat's player (a session token over HTTP), by seat, learnt from their `yourSeat`. */
  bearers: string[];
  turn: Turn;
  /** The legal moves of the deciding seat, once read from that seat's own view. */
  known: { seat: number; moves: readonly string[] } | null;
}

export interface DriveResult {
  readonly moves: number;
  readonly reads: number;
  readonly seconds: number;
  readonly moveLatency: Latencies;
  readonly readLatency: Latencies;
  /** Paced: each submission from when it was sent (moveLatency counts from when it was due). */
  readonly requestLatency: Latencies;
}

/**
 * Plays random legal moves in many Maw matches at once: `clients` loops, each
 * with its own two players and matches, one request at a time. A move comes
 * from its player's own view (legalMoves), so a turn passing to the other
 * player costs one read first; a finished match is replaced by a new one.
 */
export class MatchDriver {
  private readonly tables: Table[][] = [];
  private readonly next: number[] = [];
  private readonly pick = xorshift(2026);

  constructor(
    private readonly client: MatchClient,
    private readonly pairs: readonly (readonly [string, string])[],
  ) {}

  /** Seats `perClient` started matches for each client loop. */
  async prepare(perClient: number): Promise<void> {
    await Promise.all(
      this.pairs.map(async (pair, c) => {
        this.tables[c] = [];
        this.next[c] = 0;
        for (let i = 0; i < perClient; i++) this.tables[c].push(await this.newTable(pair));
      }),
    );
  }

  private async newTable([a, b]: readonly [string, string]): Promise<Table> {
    const id = await this.client.startedMaw(a, b);
    const turn = await this.client.read(a, id);
    if (turn.yourSeat === null) throw new Error('the creator has no seat');
    const bearers = turn.yourSeat === 0 ? [a, b] : [b, a];
    return { id, bearers, turn, known: turn.legalMoves.length > 0 ? { seat: turn.yourSeat, moves: turn.legalMoves } : null };
  }

  /**
   * Plays for `seconds` (or `budget` moves). Unpaced, each loop submits as
   * soon as it can (a closed loop: the server's maximum). Paced at `rate`
   * moves/s in all, each loop's submissions are due at fixed times, the loops
   * staggered, and a submission's latency counts from when it was due, so a
   * slow answer also charges the wait it caused (no coordinated omission).
   * The read a turn needs is done before its submission is due.
   */
  async run(seconds: number, budget: number, rate?: number): Promise<DriveResult> {
    const moveLatency = new Latencies();
    const readLatency = new Latencies();
    const requestLatency = new Latencies();
    const t0 = performance.now();
    const clients = this.pairs.length;
    const gap = rate === undefined ? 0 : (1000 * clients) / rate;
    const due = Array.from({ length: clients }, (_, c) => t0 + (gap * c) / clients);
    const moves = await concurrently(clients, t0 + seconds * 1000, budget, async (c) => {
      const tables = this.tables[c];
      const slot = this.next[c]++ % tables.length;
      const t = tables[slot];
      if (!t.known) {
        const seat = t.turn.decidingSeats[0];
        const start = performance.now();
        const seen = await this.client.read(t.bearers[seat], t.id);
        readLatency.add(performance.now() - start);
        t.known = { seat, moves: seen.legalMoves };
      }
      const move = t.known.moves[Math.floor(this.pick() * t.known.moves.length)];
      if (rate !== undefined) await sleepUntil(due[c]);
      const sent = performance.now();
      const start = rate === undefined ? sent : due[c];
      due[c] += gap;
      const after = await this.client.submit(t.bearers[t.known.seat], t.id, t.turn.seq, move);
      moveLatency.add(performance.now() - start);
      if (rate !== undefined) requestLatency.add(performance.now() - sent);
      if (after.status !== 'active') {
        tables[slot] = await this.newTable(this.pairs[c]);
        // Setting up a match is no move: the next one is not charged for it.
        due[c] = Math.max(due[c], performance.now());
        return;
      }
      t.turn = after;
      t.known = after.yourSeat !== null && after.legalMoves.length > 0 ? { seat: after.yourSeat, moves: after.legalMoves } : null;
    }, () => performance.now());
    return { moves, reads: readLatency.count, seconds: (performance.now() - t0) / 1000, moveLatency, readLatency, requestLatency };
  }
}

function sleepUntil(time: number): Promise<void> {
  const wait = time - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
