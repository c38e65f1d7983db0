import { performance } from 'node:perf_hooks';
import { xorshift } from '../../test/support/random-playout';
import { concurrently } from './concurrently';
import { Latencies } from './latency';
import { MatchClient, TableSpec, Turn } from './parlour-client';

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
 * Plays random legal moves in many matches of one kind (`spec`) at once: a
 * loop per group of players, each with its own matches, one request at a
 * time. A move comes from its player's own view (legalMoves), so a turn
 * passing to another player costs one read first; a finished match is
 * replaced by a new one.
 */
export class MatchDriver {
  private readonly tables: Table[][] = [];
  private readonly next: number[] = [];
  private readonly pick = xorshift(2026);

  constructor(
    private readonly client: MatchClient,
    private readonly spec: TableSpec,
    /** A loop's players, as many as the spec's seats. */
    private readonly groups: readonly (readonly string[])[],
  ) {}

  /** Seats `perClient` started matches for each client loop. */
  async prepare(perClient: number): Promise<void> {
    await Promise.all(
      this.groups.map(async (group, c) => {
        this.tables[c] = [];
        this.next[c] = 0;
        for (let i = 0; i < perClient; i++) this.tables[c].push(await this.newTable(group));
      }),
    );
  }

  /** Reads every match once, as its first player: after a restart, each read replays a match into the cache. */
  async readEach(): Promise<void> {
    await Promise.all(
      this.tables.map(async (tables) => {
        for (const t of tables) await this.client.read(t.bearers[0], t.id);
      }),
    );
  }

  /** A started match, and each player's seat from their own read (the last player's is the seat left over). */
  private async newTable(group: readonly string[]): Promise<Table> {
    const id = await this.client.started(this.spec, group);
    const bearers: string[] = [];
    let turn: Turn | null = null;
    let known: Table['known'] = null;
    for (const player of group.slice(0, -1)) {
      const seen = await this.client.read(player, id);
      if (seen.yourSeat === null) throw new Error(`a player who joined has no seat in ${id}`);
      bearers[seen.yourSeat] = player;
      turn = seen;
      if (seen.legalMoves.length > 0) known = { seat: seen.yourSeat, moves: seen.legalMoves };
    }
    if (turn === null) throw new Error('a table needs two players or more');
    for (let seat = 0; seat < group.length; seat++) bearers[seat] ??= group[group.length - 1];
    return { id, bearers, turn, known };
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
    const clients = this.groups.length;
    const gap = rate === undefined ? 0 : (1000 * clients) / rate;
    const due = Array.from({ length: clients }, (_, c) => t0 + (gap * c) / clients);
    const moves = await concurrently(
      clients,
      t0 + seconds * 1000,
      budget,
      async (c) => {
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
          tables[slot] = await this.newTable(this.groups[c]);
          // Setting up a match is no move: the next one is not charged for it.
          due[c] = Math.max(due[c], performance.now());
          return;
        }
        t.turn = after;
        t.known =
          after.yourSeat !== null && after.legalMoves.length > 0
            ? { seat: after.yourSeat, moves: after.legalMoves }
            : null;
      },
      () => performance.now(),
    );
    return {
      moves,
      reads: readLatency.count,
      seconds: (performance.now() - t0) / 1000,
      moveLatency,
      readLatency,
      requestLatency,
    };
  }
}

function sleepUntil(time: number): Promise<void> {
  const wait = time - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
