import { Counters } from './database-counters';
import { Syscalls } from './server-process';

/** One closed loop of bench:api, as bench:compare reads it. */
export interface LoopResult {
  /** Durable moves/s as a percentage of the raw rate around the loop. */
  readonly share: number;
  readonly movesPerSecond: number;
  /** The server's CPU a move (its read included), null when the bench drives BENCH_URL. */
  readonly cpuMsPerMove: number | null;
  /** The server's read and write system calls a move, null when the bench drives BENCH_URL. */
  readonly syscallsPerMove: Syscalls | null;
  readonly p99Ms: number;
  /** The larger raw p99 of the two raw phases around the loop. */
  readonly rawP99Ms: number;
  /** The database's counters a move (PostgreSQL only). */
  readonly counters: Counters | null;
}
