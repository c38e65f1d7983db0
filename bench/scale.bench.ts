/**
 * Moves on a million active correspondence matches: each move on a match
 * drawn at random among them, none cached, through the public API, with its
 * p50 and p99 against the raw transaction's p99 (bench/api/raw-move-rate.ts)
 * on the same database in the same run, measured before and after; what a
 * move costs the database (transactions, rows written, bytes the tables grew
 * by), and the server's CPU; and the rate round by round over a long run, so
 * that a move's cost growing with the tables behind it shows. Issue #34's
 * targets: move p99 at most 2x the raw p99, and the last round's rate at
 * least 90 % of the first's.
 *
 * The load: a server (`dist/main.js`, in a process of its own) plays template
 * matches part of the way with random legal moves, each left active with
 * about BENCH_EVENTS events in its log (bench/archive/template-matches.ts);
 * PostgreSQL then copies them BENCH_MATCHES times over under a pool of
 * BENCH_PLAYERS players (bench/archive/bulk-load.ts: the match, its players
 * and its log, keys and indexes built after), opens a session for every
 * player (bench/scale/session-tokens.ts: the bench signs their tokens), and
 * gives BENCH_REACHED of them a verified email address, so that their turns
 * write notices (the server sends no email: SMTP_URL is unset).
 *
 * The moves: BENCH_CLIENTS loops, each drawing a match, reading it as the
 * player awaited (their legal moves) and submitting one of them, over
 * BENCH_ROUNDS rounds of BENCH_SECONDS with no pause but the counters'
 * reading. The server runs with MATCH_CACHE_SIZE=0 unless set: a
 * correspondence move comes hours after the last one, long after its match
 * left any cache, so the read and the move each rebuild the match from its log.
 *
 * Run: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:scale
 * (prints figures, asserts nothing; a million matches of about 100 events
 * need about 25 GB on the database's disk, and loading them about half an
 * hour on a small machine, 500,000 having taken 11 minutes on 2 busy cores:
 * try BENCH_MATCHES=10000 first). Environment:
 *   BENCH_MATCHES   active matches loaded, default 1000000
 *   BENCH_PLAYERS   the pool of players, default a fifth of the matches (about 15 matches each)
 *   BENCH_EVENTS    about how many events each match's log holds, default 100
 *   BENCH_REACHED   the share of players some channel reaches (their turns write notices), default 0.5
 *   BENCH_CLIENTS   concurrent loops, default 32
 *   BENCH_ROUNDS    rounds of moves, default 5
 *   BENCH_SECONDS   seconds a round, default 60 (after a 5 s warm-up); the raw phases last a third of it
 *   BENCH_API       graphql (default) or rest
 *   BENCH_KEEP      a database name: load into it and keep it (or, if it is loaded already, measure it again)
 *   BENCH_TIMEOUT_SECONDS  the run gives up after this long, default 10800
 *   DATABASE_URL    the PostgreSQL server (required)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { xorshift } from '../test/support/random-playout';
import { MATCH_TABLES } from './archive/archive-tables';
import { benchDatabase } from './archive/kept-database';
import { loadAverage, loadCopies } from './archive/load-copies';
import { playActiveTemplates } from './archive/template-matches';
import { Cleanups, runBench } from './api/bench-run';
import { startBenchServer } from './api/bench-server';
import { concurrently } from './api/concurrently';
import { countersPer, DatabaseCounters, describeCounters } from './api/database-counters';
import { figure } from './api/figures';
import { HttpClient } from './api/http-client';
import { Latencies } from './api/latency';
import { ParlourClient } from './api/parlour-client';
import { Rate, rawMoveRate } from './api/raw-move-rate';
import { cpuPer, ServerProcess } from './api/server-process';
import { RandomMatches } from './scale/random-matches';
import { SessionTokens } from './scale/session-tokens';
import { describeBytes, growth, TableSizes, tableSizes, totalBytes } from './scale/table-sizes';

const env = process.env;
const MATCHES = Number(env.BENCH_MATCHES ?? 1_000_000);
const PLAYERS = Number(env.BENCH_PLAYERS ?? Math.max(64, Math.round(MATCHES / 5)));
const EVENTS = Number(env.BENCH_EVENTS ?? 100);
const REACHED = Number(env.BENCH_REACHED ?? 0.5);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 32);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(env.BENCH_SECONDS ?? 60);
const RAW_SECONDS = Math.max(5, Math.round(SECONDS / 3));
const WARM_UP_SECONDS = 5;
const API = env.BENCH_API === 'rest' ? 'rest' : 'graphql';
const TIMEOUT_MS = Number(env.BENCH_TIMEOUT_SECONDS ?? 10_800) * 1000;
/** Copies end (were last moved) evenly spread over this many days before now. */
const DAYS = 30;
/** The targets: move p99 over raw p99, and the last round's rate over the first's. */
const P99_TARGET = 2;
const FLAT_TARGET = 0.9;

const cleanups: Cleanups = [];

/** The players and their sessions, and BENCH_REACHED of them reached by a channel. */
async function players(pool: Pool): Promise<void> {
  const sessions = await SessionTokens.open(pool, 'bench-');
  // A verified address stands for any channel: the append writes a notice for the player, the relay hands it over.
  const reached = await pool.query(
    `INSERT INTO "EmailSettings" ("playerId", "address", "verifiedAt")
     SELECT "id", "handle" || '@bench.invalid', now() FROM "Player"
     WHERE "handle" LIKE 'bench-%' AND (hashtext('reached ' || "id") & 1023) < $1`,
    [Math.round(REACHED * 1024)],
  );
  // Hint bits and the visibility map set now, not by the first round's reads.
  await pool.query('VACUUM');
  console.log(`players: ${figure(sessions)} with a session, ${figure(reached.rowCount ?? 0)} of them reached`);
}

/** The raw rate over one phase, after a warm-up, on a pool of its own. */
async function raw(url: string, when: string): Promise<Rate> {
  const pool = new Pool({ connectionString: url, max: CLIENTS });
  try {
    await rawMoveRate(pool, CLIENTS, 3, Infinity);
    const r = await rawMoveRate(pool, CLIENTS, RAW_SECONDS, Infinity);
    console.log(
      `raw database ${when} (update row + insert log row, one transaction, ${CLIENTS} clients): ` +
        `${figure(r.perSecond)} tx/s, ${r.latencies.describe()}; ${loadAverage()}`,
    );
    return r;
  } finally {
    await pool.end();
  }
}

interface Round {
  readonly moves: number;
  readonly seconds: number;
  readonly skipped: number;
  readonly moveLatency: Latencies;
  readonly readLatency: Latencies;
}

/** Plays for `seconds`: each loop draws a match, reads it as the player awaited, and submits one of their legal moves. */
async function play(
  client: ParlourClient,
  matches: RandomMatches,
  tokens: SessionTokens,
  pick: () => number,
  seconds: number,
  all: Latencies | null,
): Promise<Round> {
  const moveLatency = new Latencies();
  const readLatency = new Latencies();
  let moves = 0;
  let skipped = 0;
  const t0 = performance.now();
  await concurrently(
    CLIENTS,
    t0 + seconds * 1000,
    Infinity,
    async () => {
      const m = await matches.next();
      try {
        const bearer = tokens.of(m.playerId);
        const start = performance.now();
        const seen = await client.read(bearer, m.id);
        readLatency.add(performance.now() - start);
        // Drawn before a move of this run passed the turn on: its player has nothing to do.
        if (seen.legalMoves.length === 0) {
          skipped++;
          return;
        }
        const move = seen.legalMoves[Math.floor(pick() * seen.legalMoves.length)];
        const sent = performance.now();
        await client.submit(bearer, m.id, seen.seq, move);
        const took = performance.now() - sent;
        moveLatency.add(took);
        all?.add(took);
        moves++;
      } finally {
        matches.done(m.id);
      }
    },
    () => performance.now(),
  );
  return { moves, seconds: (performance.now() - t0) / 1000, skipped, moveLatency, readLatency };
}

/** What the rounds played: every move's latency, each round's rate, and the tables' sizes before and after. */
interface Rounds {
  readonly all: Latencies;
  readonly rates: number[];
  readonly sizes0: TableSizes;
  readonly sizes: TableSizes;
}

/** BENCH_ROUNDS rounds of moves after a warm-up, each with its figures. */
async function rounds(
  pool: Pool,
  server: ServerProcess,
  client: ParlourClient,
  tokens: SessionTokens,
): Promise<Rounds> {
  const matches = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM bench_scale_match')).rows[0].n);
  const random = new RandomMatches(pool, matches, xorshift(34));
  const pick = xorshift(35);
  console.log(
    `\nmoves on random matches of ${figure(matches)} active, nothing cached (MATCH_CACHE_SIZE=${env.MATCH_CACHE_SIZE ?? 0}), ` +
      `${CLIENTS} clients, ${API}, ${ROUNDS} rounds of ${SECONDS} s:`,
  );
  await play(client, random, tokens, pick, WARM_UP_SECONDS, null);
  const counters = new DatabaseCounters(pool);
  const all = new Latencies();
  const rates: number[] = [];
  const sizes0 = await tableSizes(pool);
  let sizes = sizes0;
  for (let round = 1; round <= ROUNDS; round++) {
    const counted0 = await counters.read();
    const cpu0 = server.cpuSeconds();
    const queries0 = random.queries;
    const r = await play(client, random, tokens, pick, SECONDS, all);
    const cpu1 = server.cpuSeconds();
    const counted = countersPer(counted0, await counters.read(), r.moves);
    const grown = await tableSizes(pool);
    rates.push(r.moves / r.seconds);
    console.log(
      `round ${round}: ${figure(r.moves / r.seconds)} moves/s, move ${r.moveLatency.describe()}; ` +
        `read before it ${r.readLatency.describe()}; server CPU ${cpuPer(cpu0, cpu1, r.moves)} a move, read included; ${loadAverage()}`,
    );
    console.log(
      `  the database a move, read included: ${describeCounters(counted)} ` +
        `(${random.queries - queries0} of the bench's own queries drawing matches); tables grew ` +
        `${describeBytes((totalBytes(grown) - totalBytes(sizes)) / r.moves)} a move` +
        (r.skipped > 0 ? `; ${r.skipped} draws skipped (the turn had passed)` : ''),
    );
    sizes = grown;
  }
  return { all, rates, sizes0, sizes };
}

async function measure(url: string, pool: Pool, server: ServerProcess, tokens: SessionTokens): Promise<void> {
  const before = await raw(url, 'before');
  const http = new HttpClient(server.url, CLIENTS);
  let played: Rounds;
  try {
    played = await rounds(pool, server, new ParlourClient(http, API), tokens);
  } finally {
    await http.close();
  }
  const after = await raw(url, 'after');
  const { all, rates, sizes0, sizes } = played;
  const rawP99 = Math.max(before.latencies.quantile(0.99), after.latencies.quantile(0.99));
  const ratio = all.quantile(0.99) / rawP99;
  const flat = rates[rates.length - 1] / rates[0];
  console.log(
    `\nall rounds: ${figure(all.count)} moves, p50 ${all.quantile(0.5).toFixed(1)} ms, p99 ${all.quantile(0.99).toFixed(1)} ms; ` +
      `raw p99 ${rawP99.toFixed(1)} ms (the larger of before and after): ${ratio.toFixed(2)}x ` +
      `${ratio <= P99_TARGET ? '(target met)' : '(target missed)'}`,
  );
  console.log(
    `rate by round: ${rates.map((x) => figure(x)).join(', ')} moves/s; the last ${(100 * flat).toFixed(0)} % of the first ` +
      `${flat >= FLAT_TARGET ? '(target met)' : '(target missed)'}`,
  );
  console.log(`tables grown over the rounds, a move (${figure(all.count)} moves):`);
  for (const [name, bytes] of growth(sizes0, sizes))
    console.log(`  ${name.padEnd(20)} ${describeBytes(bytes / all.count).padStart(9)}`);
}

runBench(TIMEOUT_MS, cleanups, async (dataDir) => {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) throw new Error('bench:scale needs a PostgreSQL server: set DATABASE_URL');
  console.log(`bench:scale, ${loadAverage()}`);
  const db = await benchDatabase(serverUrl, env.BENCH_KEEP, cleanups);
  const secret = randomBytes(32).toString('hex');
  const serverEnv = { DATABASE_URL: db.url, JWT_SECRET: secret, MATCH_CACHE_SIZE: env.MATCH_CACHE_SIZE ?? '0' };
  let server = await startBenchServer(dataDir, serverEnv);
  cleanups.push(() => server.stop());
  if (db.fresh) {
    const http = new HttpClient(server.url, 1);
    await loadCopies(db.pool, server, {
      play: () => playActiveTemplates(http, EVENTS),
      kind: 'active',
      tables: MATCH_TABLES,
      plan: { matches: MATCHES, players: PLAYERS, days: DAYS },
      keepCopies: 'bench_scale_match',
      then: () => players(db.pool),
    });
    await http.close();
  } else console.log(`measuring ${env.BENCH_KEEP} as it was loaded before`);
  await server.stop();
  const t0 = performance.now();
  server = await startBenchServer(dataDir, serverEnv);
  console.log(`the server on the loaded database: ready in ${figure((performance.now() - t0) / 1000)} s`);
  await measure(db.url, db.pool, server, new SessionTokens(secret));
});
