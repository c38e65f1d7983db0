/**
 * The archive with a million finished matches: search pages by player, by
 * player and opponent, and by game and a 30-day window, p50 and p99 through
 * the API next to the raw SQL of the same page (and its total) on the same
 * database in the same run; and the export's throughput. Issue #26's target:
 * each query's API p99 within 2x of its raw query's.
 *
 * The load: a server (`dist/main.js`, in a process of its own) plays the
 * template matches (bench/archive/template-matches.ts) to their ends with
 * random legal moves; PostgreSQL then copies them BENCH_MATCHES times over
 * under a pool of BENCH_PLAYERS players and dates spread over three years
 * (bench/archive/bulk-load.ts), every table a finished match has rows in, their
 * keys and indexes dropped while loading and built after. The server is
 * restarted on the loaded database before measuring (its start checks the
 * archive has nothing to backfill).
 *
 * Queries are sent one at a time, API and raw alternating, each page 20 matches
 * with its total, anonymous (public matches), parameters drawn from the loaded
 * data (a player with matches, an opponent they met).
 *
 * Run: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:archive
 * (prints figures, asserts nothing; a million matches need about 25 GB on the
 * database's disk). Environment:
 *   BENCH_MATCHES   finished matches loaded, default 1000000
 *   BENCH_PLAYERS   the pool of players, default 20000
 *   BENCH_QUERIES   queries of each kind measured, default 300 (after 30 to warm up)
 *   BENCH_EXPORT    matches in each export measured, default 2000
 *   BENCH_KEEP      a database name: load into it and keep it (or, if it is loaded already, measure it again)
 *   BENCH_TIMEOUT_SECONDS  the run gives up after this long, default 5400
 *   DATABASE_URL    the PostgreSQL server (required)
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { xorshift } from '../test/support/random-playout';
import { benchDatabase } from './archive/kept-database';
import { ARCHIVE_TABLES, RAW, RawQuery } from './archive/archive-tables';
import { loadCopies } from './archive/load-copies';
import { playTemplates } from './archive/template-matches';
import { Cleanups, runBench } from './api/bench-run';
import { startBenchServer } from './api/bench-server';
import { figure } from './api/figures';
import { HttpClient } from './api/http-client';
import { Latencies } from './api/latency';
import { ServerProcess } from './api/server-process';

const env = process.env;
const MATCHES = Number(env.BENCH_MATCHES ?? 1_000_000);
const PLAYERS = Number(env.BENCH_PLAYERS ?? 20_000);
const QUERIES = Number(env.BENCH_QUERIES ?? 300);
const EXPORT = Number(env.BENCH_EXPORT ?? 2000);
const WARM_UP = 30;
const DAYS = 3 * 365;
const TIMEOUT_MS = Number(env.BENCH_TIMEOUT_SECONDS ?? 5400) * 1000;
/** The target: API p99 over raw p99. */
const TARGET = 2;

const cleanups: Cleanups = [];

/** One kind of search: its API path and its raw query, for parameters drawn by `draw`. */
interface Shape {
  readonly name: string;
  readonly raw: RawQuery;
  readonly path: (p: readonly string[]) => string;
  readonly draw: (pool: Pool, n: number) => Promise<string[][]>;
}

const SHAPES: readonly Shape[] = [
  {
    name: 'by player',
    raw: RAW.byPlayer,
    path: ([handle]) => `/api/matches/archive?player=${handle}&limit=20`,
    draw: async (pool, n) =>
      (
        await pool.query<{ id: string; handle: string }>(
          `SELECT p."id", p."handle" FROM "Player" p WHERE p."handle" LIKE 'bench-%' ORDER BY random() LIMIT $1`,
          [n],
        )
      ).rows.map((r) => [r.handle, r.id]),
  },
  {
    name: 'by player and opponent',
    raw: RAW.byOpponent,
    path: ([handle, , opponent]) => `/api/matches/archive?player=${handle}&opponent=${opponent}&limit=20`,
    draw: async (pool, n) =>
      (
        await pool.query<{ ph: string; pid: string; oh: string; oid: string }>(
          `SELECT p."handle" AS ph, p."id" AS pid, o."handle" AS oh, o."id" AS oid
           FROM (SELECT "matchId" FROM "ArchivedMatch" TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT $1) m
           JOIN LATERAL (SELECT a."playerId" AS a, b."playerId" AS b FROM "ArchivedSeat" a
                         JOIN "ArchivedSeat" b ON b."matchId" = a."matchId" AND b."side" <> a."side"
                         WHERE a."matchId" = m."matchId" LIMIT 1) pair ON true
           JOIN "Player" p ON p."id" = pair.a JOIN "Player" o ON o."id" = pair.b`,
          [n],
        )
      ).rows.map((r) => [r.ph, r.pid, r.oh, r.oid]),
  },
  {
    name: 'by game and 30 days',
    raw: RAW.byGameAndDates,
    path: ([gameId, after, before]) =>
      `/api/matches/archive?gameId=${gameId}&endedAfter=${after}&endedBefore=${before}&limit=20`,
    draw: async (_pool, n) => {
      const pick = xorshift(30);
      return Array.from({ length: n }, (_, i) => {
        const end = Date.now() - Math.floor(pick() * (DAYS - 30)) * 86_400_000;
        const iso = (ms: number) => new Date(ms).toISOString();
        return [i % 2 ? 'maw' : 'pope-joan', iso(end - 30 * 86_400_000), iso(end)];
      });
    },
  },
];

async function measure(pool: Pool, server: ServerProcess, http: HttpClient): Promise<void> {
  console.log(`\nsearch, ${QUERIES} pages of 20 with their totals each, one at a time (ms):`);
  console.log('query                    |  API p50 |  API p99 |  raw p50 |  raw p99 | p99 ratio');
  for (const shape of SHAPES) {
    const params = await shape.draw(pool, QUERIES + WARM_UP);
    const api = new Latencies();
    const raw = new Latencies();
    for (const [i, p] of params.entries()) {
      const a = performance.now();
      const res = await http.send('GET', shape.path(p), undefined);
      if (res.status !== 200) throw new Error(`${shape.path(p)}: ${res.status} ${JSON.stringify(res.body)}`);
      const b = performance.now();
      await shape.raw(pool, p);
      const c = performance.now();
      if (i < WARM_UP) continue;
      api.add(b - a);
      raw.add(c - b);
    }
    const ratio = api.quantile(0.99) / raw.quantile(0.99);
    console.log(
      `${shape.name.padEnd(24)} | ${[api.quantile(0.5), api.quantile(0.99), raw.quantile(0.5), raw.quantile(0.99)]
        .map((v) => v.toFixed(1).padStart(8))
        .join(' | ')} | ${ratio.toFixed(2).padStart(5)}x ${ratio <= TARGET ? '(target met)' : '(target missed)'}`,
    );
  }
  console.log(`\nexport, ${EXPORT} matches of one game at a time, the latest ended first:`);
  for (const [gameId, format] of [
    ['maw', 'ndjson'],
    ['maw', 'record'],
    ['pope-joan', 'record'],
  ] as const) {
    const t0 = performance.now();
    const res = await fetch(new URL(`/api/matches/export?gameId=${gameId}&format=${format}&max=${EXPORT}`, server.url));
    const text = await res.text();
    const seconds = (performance.now() - t0) / 1000;
    const count = (format === 'ndjson' ? text.match(/^\{/gm) : text.match(/^\[Game /gm))?.length ?? 0;
    if (res.status !== 200 || count !== EXPORT) throw new Error(`export ${gameId} ${format}: ${res.status}, ${count}`);
    console.log(
      `  ${gameId} as ${format}: ${figure(count / seconds)} matches/s (${(text.length / seconds / 1e6).toFixed(1)} MB/s)`,
    );
  }
}

runBench(TIMEOUT_MS, cleanups, async (dataDir) => {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) throw new Error('bench:archive needs a PostgreSQL server: set DATABASE_URL');
  const db = await benchDatabase(serverUrl, env.BENCH_KEEP, cleanups);
  const serverEnv = { DATABASE_URL: db.url, EXPORT_RATE_LIMIT_MAX: '10000000' };
  let server = await startBenchServer(dataDir, serverEnv);
  cleanups.push(() => server.stop());
  let http = new HttpClient(server.url, 1);
  if (db.fresh)
    await loadCopies(db.pool, server, {
      play: () => playTemplates(http),
      kind: 'finished',
      tables: ARCHIVE_TABLES,
      plan: { matches: MATCHES, players: PLAYERS, days: DAYS },
    });
  else console.log(`measuring ${env.BENCH_KEEP} as it was loaded before`);
  await http.close();
  const t0 = performance.now();
  server = await startBenchServer(dataDir, serverEnv);
  console.log(`restarted on the loaded database: ready in ${figure((performance.now() - t0) / 1000)} s`);
  http = new HttpClient(server.url, 1);
  cleanups.push(() => http.close());
  await measure(db.pool, server, http);
});
