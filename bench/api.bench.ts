/**
 * Durable moves per second through Parlour's public API, against what the
 * database alone does for the same work and what the same server does for an
 * authenticated request with no game work (its floor), and the server's
 * memory with a full state cache. Run: npm run bench:api (loopback only; prints figures, asserts
 * nothing). Environment:
 *   BENCH_MODE       moves (default), memory, or service (MatchesApi called in this
 *                    process: the service's own CPU a move, without HTTP, GraphQL or guards)
 *   BENCH_API        graphql (default), graphql-apq (automatic persisted queries: the hash, not the text) or rest
 *   BENCH_GAME       maw (default) or pope-joan: the matches played
 *   BENCH_SEATS      players a match, default 2 for Maw (4: partnerships), 4 for Pope Joan
 *   BENCH_OPTIONS    the matches' options as JSON, e.g. '{"deals":10}'
 *   BENCH_CLIENTS    concurrent clients, default 32
 *   BENCH_SECONDS    measured seconds per phase, default 20 (after a 3 s warm-up)
 *   BENCH_MOVES      stop a phase after this many moves instead, if sooner
 *   BENCH_ROUNDS     closed loops, each followed by the raw rate again, default 1 (moves mode)
 *   BENCH_MATCHES    matches per client, default 8 (moves mode)
 *   BENCH_CACHE_MATCHES  matches loaded into the cache, default 10000 (memory mode;
 *                    MATCH_CACHE_SIZE=0 runs the same work with nothing cached, for comparison)
 *   BENCH_CACHE_MOVES    moves played in each of them first, default 0 (memory mode)
 *   BENCH_RESTART    true: then restart the server and read each match once, which
 *                    replays it from the log into the cache (memory mode)
 *   BENCH_URL        a running server to drive instead of starting dist/main.js
 *   BENCH_CPU_PROF   a directory: the started server writes a V8 CPU profile there
 *   BENCH_NODE_ARGS  more Node options for the started server, space-separated (e.g. --perf-basic-prof for perf)
 *   BENCH_FLOOR      false: skip the floor phase (a profile of the moves alone)
 *   BENCH_PACE       moves/s offered in the paced phase, default half the closed loop's rate; 0 skips it
 *   BENCH_TIMEOUT_SECONDS  the run gives up after this long, default 900 (3600 in memory mode)
 *   BENCH_RESULT_FILE  moves mode: each closed loop's figures appended there as a JSON line (bench:compare)
 *   DATABASE_URL     PostgreSQL for the server and the raw rate; unset: embedded
 */
import { appendFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import { EmbeddedPostgres } from '../src/database/embedded-postgres';
import { prismaPaths } from '../src/database/migration-files';
import { migrateDatabase } from '../src/database/migrator';
import { playerGroups, Registrar } from './api/bench-players';
import { Cleanups, runBench } from './api/bench-run';
import { startBenchServer } from './api/bench-server';
import { MatchDriver } from './api/drive-matches';
import { figure, median } from './api/figures';
import { HttpClient } from './api/http-client';
import { concurrently } from './api/concurrently';
import { countersPer, DatabaseCounters, describeCounters } from './api/database-counters';
import { InProcessClient } from './api/in-process-client';
import { Api, ParlourClient, TableSpec } from './api/parlour-client';
import { LoopResult } from './api/loop-result';
import { Rate, rawMoveRate } from './api/raw-move-rate';
import { Latencies } from './api/latency';
import { CpuSeconds, cpuPer, ServerProcess, syscallsPer } from './api/server-process';
import { StallProbe } from './api/stall-probe';

const env = process.env;
const MODE = env.BENCH_MODE ?? 'moves';
const API: Api = env.BENCH_API === 'rest' || env.BENCH_API === 'graphql-apq' ? env.BENCH_API : 'graphql';
const GAME = env.BENCH_GAME ?? 'maw';
const SEATS = Number(env.BENCH_SEATS ?? (GAME === 'maw' ? 2 : 4));
const SPEC: TableSpec = {
  gameId: GAME,
  seats: SEATS,
  options: {
    ...(GAME === 'maw' && SEATS === 4 ? { partnership: true } : {}),
    ...(JSON.parse(env.BENCH_OPTIONS ?? '{}') as Record<string, unknown>),
  },
};
/** How the output names the matches played, e.g. "maw 2p". */
const TABLE = `${GAME} ${SEATS}p${Object.keys(SPEC.options).length > 0 ? ` ${JSON.stringify(SPEC.options)}` : ''}`;
const CLIENTS = Number(env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const MOVES = Number(env.BENCH_MOVES ?? Infinity);
const PER_CLIENT = Number(env.BENCH_MATCHES ?? 8);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 1);
const CACHE_MATCHES = Number(env.BENCH_CACHE_MATCHES ?? 10_000);
const CACHE_MOVES = Number(env.BENCH_CACHE_MOVES ?? 0);
/** Memory mode: how long the server is left without requests before its memory is read again. */
const IDLE_SECONDS = 20;
const WARM_UP_SECONDS = 3;
/**
 * The whole run is bounded: a hung phase ends the process. Memory mode plays
 * 400,000 moves and more (many minutes on a slow machine: docs/benchmarks.md),
 * the others a few minutes.
 */
const TIMEOUT_MS = Number(env.BENCH_TIMEOUT_SECONDS ?? (MODE === 'memory' ? 3600 : 900)) * 1000;

const cleanups: Cleanups = [];

/** This process's CPU: the load generator shares the machine with the server and the database. */
function benchCpu(): CpuSeconds {
  const { user, system } = process.cpuUsage();
  return { user: user / 1e6, system: system / 1e6 };
}

function totalCpu(c: CpuSeconds): number {
  return c.user + c.system;
}

/**
 * One closed loop's figures as a JSON line appended to BENCH_RESULT_FILE, for
 * bench:compare (bench/compare.ts), which runs this bench for each side.
 */
function recordResult(result: LoopResult): void {
  if (env.BENCH_RESULT_FILE) appendFileSync(env.BENCH_RESULT_FILE, `${JSON.stringify(result)}\n`);
}

/** The database the raw rate runs on: DATABASE_URL, or an embedded PGlite like the server's. */
async function rawPool(dataDir: string): Promise<Pool> {
  if (env.DATABASE_URL) return new Pool({ connectionString: env.DATABASE_URL, max: CLIENTS });
  const embedded = await EmbeddedPostgres.start(join(dataDir, 'raw'));
  cleanups.push(() => embedded.stop());
  return new Pool({ connectionString: embedded.url, max: 1, idleTimeoutMillis: 0 });
}

async function migrated(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    // Run from build/bench: prisma/ is two levels up.
    await migrateDatabase(pool, prismaPaths(resolve(__dirname, '../../prisma')));
  } finally {
    await pool.end();
  }
}

async function server(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ url: URL; process: ServerProcess | null }> {
  if (env.BENCH_URL) return { url: new URL(env.BENCH_URL), process: null };
  const p = await startBenchServer(dataDir, extra);
  cleanups.push(() => p.stop());
  return { url: p.url, process: p };
}

/** A match's worth of players per client. */
function players(client: Registrar): Promise<string[][]> {
  return playerGroups(client, CLIENTS, SEATS);
}

/** The raw rate over one phase (after its warm-up), with the bench's own CPU a transaction. */
async function raw(pool: Pool, when: string, probe: StallProbe): Promise<Rate> {
  await rawMoveRate(pool, CLIENTS, WARM_UP_SECONDS, MOVES);
  const own0 = benchCpu();
  await probe.read();
  const r = await rawMoveRate(pool, CLIENTS, SECONDS, MOVES);
  console.log(
    `raw database ${when} (pg, update row + insert log row, one transaction): ${figure(r.perSecond)} tx/s, ${r.latencies.describe()}; the bench's own CPU ${cpuPer(own0, benchCpu(), r.latencies.count)} a transaction; ${await probe.describe()}`,
  );
  return r;
}

async function moves(dataDir: string): Promise<void> {
  const database = env.DATABASE_URL ? `PostgreSQL ${new URL(env.DATABASE_URL).host}` : 'embedded PGlite';
  console.log(`durable moves, ${TABLE}, ${CLIENTS} clients, ${API}, ${database}, ${SECONDS} s a phase`);
  const canRaw = !(env.BENCH_URL && !env.DATABASE_URL);
  if (!canRaw) console.log('raw database rate: skipped (BENCH_URL with an embedded database: no access to it)');
  const pool = canRaw ? await rawPool(dataDir) : null;
  const probe = StallProbe.start();
  cleanups.push(() => probe.stop());
  // The raw rate before and after each closed loop: what else runs on a shared machine changes over a run.
  let before = pool ? await raw(pool, 'before', probe) : null;
  const { url, process: proc } = await server(dataDir);
  const http = new HttpClient(url, CLIENTS);
  cleanups.push(() => http.close());
  const client = new ParlourClient(http, API);
  const groups = await players(client);
  const driver = new MatchDriver(client, SPEC, groups);
  await driver.prepare(PER_CLIENT);
  // PostgreSQL's own counters, read around each closed loop: what a move costs the database.
  const counters = env.DATABASE_URL && pool ? new DatabaseCounters(pool) : null;
  const rates: number[] = [];
  const shares: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await driver.run(WARM_UP_SECONDS, MOVES);
    const counted0 = await counters?.read();
    const cpu0 = proc?.cpuSeconds();
    const calls0 = proc?.syscalls();
    const own0 = benchCpu();
    await probe.read();
    const r = await driver.run(SECONDS, MOVES);
    const cpu1 = proc?.cpuSeconds();
    const calls = proc && calls0 ? syscallsPer(calls0, proc.syscalls(), r.moves) : null;
    const counted = counted0 && counters ? countersPer(counted0, await counters.read(), r.moves) : null;
    rates.push(r.moves / r.seconds);
    // CPU per move holds up better than moves/s on a machine shared with other work.
    const cpu = proc && cpu0 && cpu1 ? `, server CPU ${cpuPer(cpu0, cpu1, r.moves)} a move (its read included)` : '';
    console.log(
      `service (${API} submitMove): ${figure(r.moves / r.seconds)} durable moves/s, ${r.moveLatency.describe()}${cpu}; the bench's own CPU ${cpuPer(own0, benchCpu(), r.moves)} a move; ${await probe.describe()}`,
    );
    console.log(
      `  reads of the next player's legal moves between moves: ${figure(r.reads / r.seconds)}/s, ${r.readLatency.describe()}`,
    );
    if (calls)
      console.log(
        `  the server's system calls a move (its read included): ${calls.writes.toFixed(2)} writes, ${calls.reads.toFixed(2)} reads`,
      );
    if (counted) console.log(`  the database a move (its read included): ${describeCounters(counted)}`);
    if (pool && before !== null) {
      const after = await raw(pool, 'after', probe);
      const share = (100 * r.moves) / r.seconds / ((before.perSecond + after.perSecond) / 2);
      shares.push(share);
      console.log(`the service's closed loop: ${share.toFixed(0)} % of the raw rate (their mean before and after)`);
      recordResult({
        share,
        movesPerSecond: r.moves / r.seconds,
        cpuMsPerMove: cpu0 && cpu1 ? (1000 * (totalCpu(cpu1) - totalCpu(cpu0))) / r.moves : null,
        syscallsPerMove: calls,
        p99Ms: r.moveLatency.quantile(0.99),
        rawP99Ms: Math.max(before.latencies.quantile(0.99), after.latencies.quantile(0.99)),
        counters: counted,
      });
      before = after;
    }
  }
  await pool?.end();
  if (ROUNDS > 1 && shares.length > 0)
    console.log(
      `over ${ROUNDS} rounds: median ${median(shares).toFixed(0)} % of the raw rate (each: ${shares.map((x) => x.toFixed(0)).join(', ')} %)`,
    );
  const pace = Number(env.BENCH_PACE ?? Math.round(median(rates) / 2));
  if (pace > 0) {
    const pacedCpu0 = proc?.cpuSeconds();
    await probe.read();
    const paced = await driver.run(SECONDS, MOVES, pace);
    // At a fixed offered load the batches the server forms are alike from run to run: the steadier CPU figure.
    const pacedCpu =
      proc && pacedCpu0 ? `; server CPU ${cpuPer(pacedCpu0, proc.cpuSeconds(), paced.moves)} a move` : '';
    console.log(
      `paced at ${figure(pace)} moves/s offered: ${figure(paced.moves / paced.seconds)} durable moves/s, ${paced.moveLatency.describe()} from when each move was due, ${paced.requestLatency.describe()} from when it was sent${pacedCpu}; ${await probe.describe()}`,
    );
  }
  if (env.BENCH_FLOOR !== 'false') await floor(client, groups, proc);
}

/**
 * The same server's floor: an authenticated request that does no game work
 * (the caller's own profile, from the cache), same clients. Everything a move
 * adds comes on top of it, and a move needs two such requests (the move, and
 * the other player's read).
 */
async function floor(
  client: ParlourClient,
  groups: readonly (readonly string[])[],
  proc: ServerProcess | null,
): Promise<void> {
  const latencies = new Latencies();
  const me = (c: number): Promise<void> => client.me(groups[c][0]);
  await concurrently(CLIENTS, performance.now() + WARM_UP_SECONDS * 1000, MOVES, me, () => performance.now());
  const cpu0 = proc?.cpuSeconds();
  const t0 = performance.now();
  const done = await concurrently(
    CLIENTS,
    t0 + SECONDS * 1000,
    MOVES,
    async (c) => {
      const start = performance.now();
      await me(c);
      latencies.add(performance.now() - start);
    },
    () => performance.now(),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = proc && cpu0 ? `, server CPU ${cpuPer(cpu0, proc.cpuSeconds(), done)} a request` : '';
  console.log(
    `floor (${API} me, authenticated, no game work): ${figure(done / seconds)} requests/s, ${latencies.describe()}${cpu}`,
  );
}

/**
 * The closed loop of the moves mode with MatchesApi called in this process
 * (InProcessClient): this process's CPU a move is the service's own (with the
 * driver's little), so against the moves mode's server CPU it splits a move
 * into the service and its edge (HTTP, GraphQL, guards, JSON).
 */
async function service(dataDir: string): Promise<void> {
  const database = env.DATABASE_URL ? `PostgreSQL ${new URL(env.DATABASE_URL).host}` : 'embedded PGlite';
  console.log(
    `the service in process (no HTTP, GraphQL or guards), ${TABLE}, ${CLIENTS} concurrent loops, ${database}, ${SECONDS} s`,
  );
  // What ServerProcess gives a server, here: the application reads its configuration from the environment.
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(dataDir, 'server'),
  });
  const client = await InProcessClient.start();
  cleanups.push(() => client.close());
  const driver = new MatchDriver(client, SPEC, await players(client));
  await driver.prepare(PER_CLIENT);
  await driver.run(WARM_UP_SECONDS, MOVES);
  const cpu0 = benchCpu();
  const r = await driver.run(SECONDS, MOVES);
  const embedded = env.DATABASE_URL ? '' : ', the embedded database included: it runs in this process';
  console.log(
    `service in process: ${figure(r.moves / r.seconds)} durable moves/s, ${r.moveLatency.describe()}; CPU ${cpuPer(cpu0, benchCpu(), r.moves)} a move (its read included${embedded})`,
  );
}

async function memory(dataDir: string): Promise<void> {
  // MATCH_CACHE_SIZE=0 gives the control: the same work with nothing cached.
  const cacheSize = env.MATCH_CACHE_SIZE ?? String(CACHE_MATCHES);
  // As a deployment's migration step (or an earlier start) leaves it: a server that
  // applies migrations itself holds Prisma's schema engine's memory until it stops
  // (docs/benchmarks.md).
  if (env.DATABASE_URL) await migrated(env.DATABASE_URL);
  const { url, process: proc } = await server(dataDir, { MATCH_CACHE_SIZE: cacheSize });
  if (!proc) throw new Error('memory mode measures a server it starts itself: unset BENCH_URL');
  const database = env.DATABASE_URL
    ? `PostgreSQL ${new URL(env.DATABASE_URL).host}`
    : 'embedded PGlite, in the same process';
  const played = CACHE_MOVES > 0 ? `, ${CACHE_MOVES} moves played in each` : '';
  // The driver seats the same number of matches for every client.
  const perClient = Math.ceil(CACHE_MATCHES / CLIENTS);
  console.log(
    `server memory with ${figure(perClient * CLIENTS)} started ${TABLE} matches loaded${played} (MATCH_CACHE_SIZE=${cacheSize}), ${database}`,
  );
  console.log(`RSS after start: ${proc.rssMb().toFixed(0)} MB`);
  const http = new HttpClient(url, CLIENTS);
  cleanups.push(() => http.close());
  const client = new ParlourClient(http, API);
  const groups = await players(client);
  const t0 = performance.now();
  // The driver seats its matches round-robin per client and plays them in turn, so each gets its share of the moves.
  const driver = new MatchDriver(client, SPEC, groups);
  await driver.prepare(perClient);
  if (CACHE_MOVES > 0) await driver.run(Infinity, CACHE_MOVES * CLIENTS * perClient);
  console.log(
    `created, joined, read${played ? ' and played' : ''} ${figure(CLIENTS * perClient)} matches in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  console.log(`RSS with them cached, as the last request is answered: ${proc.rssMb().toFixed(0)} MB`);
  // Under load the heap also holds garbage not collected yet: read again after a pause, to tell
  // a peak from what the server keeps (so far V8 has not shrunk the heap without requests).
  await sleep(IDLE_SECONDS * 1000);
  console.log(`RSS with them cached, after ${IDLE_SECONDS} s without requests: ${proc.rssMb().toFixed(0)} MB`);
  if (env.BENCH_RESTART !== 'true') return;
  // A restart empties the cache: every match read is then replayed from its log, the way a
  // deployment refills its cache. Rows and events read back hold strings of their own.
  const again = await proc.restarted();
  cleanups.push(() => again.stop());
  console.log(`RSS after a restart: ${again.rssMb().toFixed(0)} MB`);
  const t1 = performance.now();
  await driver.readEach();
  console.log(
    `read ${figure(CLIENTS * perClient)} matches, each replayed from its log, in ${((performance.now() - t1) / 1000).toFixed(0)} s`,
  );
  console.log(`RSS with them cached again, as the last request is answered: ${again.rssMb().toFixed(0)} MB`);
  await sleep(IDLE_SECONDS * 1000);
  console.log(`RSS with them cached again, after ${IDLE_SECONDS} s without requests: ${again.rssMb().toFixed(0)} MB`);
}

runBench(TIMEOUT_MS, cleanups, async (dataDir) => {
  if (MODE === 'memory') await memory(dataDir);
  else if (MODE === 'service') await service(dataDir);
  else await moves(dataDir);
});
