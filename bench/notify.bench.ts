/**
 * What webhooks cost the move path: durable moves/s with 1,000 webhook
 * endpoints registered against none, on one server in one run, arms
 * alternated (none, 1,000, none, 1,000, ...), and how long a webhook takes
 * to reach its receiver against the move's own latency. Issue #25's target:
 * the rate with endpoints at least 80 % of the rate without.
 *
 * The server is `dist/main.js` in a process of its own, with
 * WEBHOOK_ALLOW_PRIVATE=true, on a scratch database of the PostgreSQL server
 * at DATABASE_URL (created and dropped) or, without it, on its embedded
 * PGlite. A receiver in this process (node:http) answers every webhook 204 at
 * once. 32 clients play Maw in a closed loop, as bench:api does. With
 * endpoints, each of the 64 playing players has one at the receiver for
 * YOUR_TURN, and the rest of the 1,000 belong to players who do not play, 9
 * each (WEBHOOK_MAX_ENDPOINTS is 10); they are registered before the arm and
 * deleted after it, so the arm without has none at all.
 *
 * A webhook's latency is from when the answer to the move that caused it
 * reached its client (the move committed) to when the receiver had its body,
 * matched by `data.match.id` and `data.match.seq`; also from the notice's
 * `timestamp` (the server's clock as it took the move, before the append).
 * After each arm with endpoints the bench waits until every webhook of the
 * measured moves has arrived (its drain, printed), so no arm starts with
 * another's backlog.
 *
 * Run: npm run bench:notify (prints figures, asserts nothing). Environment:
 *   BENCH_ROUNDS     rounds, each an arm without endpoints then one with, default 3
 *   BENCH_SECONDS    measured seconds per arm, default 15 (after a 3 s warm-up)
 *   BENCH_CLIENTS    concurrent clients, default 32 (two players each)
 *   BENCH_ENDPOINTS  endpoints registered in the arm with them, default 1000
 *   BENCH_API        graphql (default), graphql-apq or rest: how moves are sent
 *   BENCH_WORKER     true: the server serves with ROLE=web, and a second process (ROLE=worker)
 *                    works the job queues (PostgreSQL only); CPU a move counts both
 *   BENCH_CPU_PROF   a directory: the server writes a V8 CPU profile there (both arms)
 *   BENCH_NODE_ARGS  more Node options for the server, space-separated
 *   BENCH_TIMEOUT_SECONDS  the run gives up after this long, default 900
 *   DATABASE_URL     a PostgreSQL server to create the scratch database on; unset: embedded
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '../test/support/database';
import { playerGroups } from './api/bench-players';
import { Cleanups, runBench } from './api/bench-run';
import { startBenchServer } from './api/bench-server';
import { concurrently } from './api/concurrently';
import { MatchDriver } from './api/drive-matches';
import { figure, median } from './api/figures';
import { HttpClient } from './api/http-client';
import { Latencies } from './api/latency';
import { Api, ParlourClient, TableSpec } from './api/parlour-client';
import { CpuSeconds, cpuPer, ServerProcess } from './api/server-process';
import { StallProbe } from './api/stall-probe';
import { Answered, AnsweredMoves, moveKey } from './notify/answered-moves';
import { CommitCounter } from './notify/commit-counter';
import { Arrival, epochMs, TimingReceiver } from './notify/timing-receiver';

const env = process.env;
const API: Api = env.BENCH_API === 'rest' || env.BENCH_API === 'graphql-apq' ? env.BENCH_API : 'graphql';
const SPEC: TableSpec = { gameId: 'maw', seats: 2, options: {} };
const CLIENTS = Number(env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const ENDPOINTS = Number(env.BENCH_ENDPOINTS ?? 1000);
const PER_CLIENT = 8;
const WARM_UP_SECONDS = 3;
/** Endpoints of each player who does not play: under WEBHOOK_MAX_ENDPOINTS' default of 10. */
const PER_OTHER = 9;
/** Requests at once while registering and deleting endpoints. */
const SETUP_WIDTH = 8;
/** An arm's webhooks must all have arrived this long after it ended. */
const DRAIN_TIMEOUT_MS = 120_000;
/** Drained: this long without a webhook, after the last expected one. */
const QUIET_MS = 1_000;
const TIMEOUT_MS = Number(env.BENCH_TIMEOUT_SECONDS ?? 900) * 1000;
/** The target: moves/s with endpoints over moves/s without. */
const TARGET = 0.8;
const WORKER = env.BENCH_WORKER === 'true';

const cleanups: Cleanups = [];

/** One arm of one round. */
interface Arm {
  readonly round: number;
  readonly endpoints: number;
  readonly rate: number;
  /** Moves over the arm and the drain after it: the rate the deliveries kept up with. */
  readonly drainedRate: number;
  readonly moveLatency: Latencies;
  readonly serverCpu: string;
  readonly webhooks: Webhooks;
  /** Transactions committed over the arm and its drain, per move; NaN on the embedded database. */
  readonly commitsPerMove: number;
  /** Its transactions beyond what its moves cost without endpoints, per webhook; NaN without endpoints. */
  commitsPerWebhook: number;
}

/** The webhooks of an arm's measured moves. */
interface Webhooks {
  readonly expected: number;
  /** Distinct notices of measured moves that arrived. */
  readonly arrived: number;
  /** Arrivals that repeated a notice (at least once allows them), or told of something else (a new match's first turn). */
  readonly others: number;
  readonly fromAnswer: Latencies;
  readonly fromStamp: Latencies;
  /** From the arm's end to the last expected webhook, in ms: its backlog. */
  readonly drainMs: number;
}

/** The CPU the servers have used, together. */
function cpuOf(procs: readonly ServerProcess[]): CpuSeconds {
  return procs.map((p) => p.cpuSeconds()).reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }));
}

function ms(n: number): string {
  return Number.isNaN(n) ? '–' : n.toFixed(1);
}

/** The server's database: a scratch database on DATABASE_URL's server, or none (the server's embedded PGlite). */
async function database(): Promise<{ url: string | undefined; label: string; commits: CommitCounter | null }> {
  if (!env.DATABASE_URL) return { url: undefined, label: 'embedded PGlite, in the server process', commits: null };
  // Migrated by the server as it starts.
  const db = await createTestDatabase({ migrate: false });
  cleanups.push(() => db.drop());
  const url = new URL(db.url);
  return {
    url: db.url,
    label: `PostgreSQL ${url.host}, scratch database ${url.pathname.slice(1)}`,
    commits: new CommitCounter(db.pool),
  };
}

/** Runs `each` over `items`, `width` at a time. */
async function forEach<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await concurrently(
    width,
    Infinity,
    items.length,
    () => each(items[next++]),
    () => performance.now(),
  );
}

/** The endpoints of the arm with them: one for YOUR_TURN per playing player, the rest on players who do not play. */
interface EndpointSpec {
  readonly bearer: string;
  readonly url: string;
  readonly events?: readonly string[];
}

class Endpoints {
  private registered: { bearer: string; id: string }[] = [];

  constructor(
    private readonly http: HttpClient,
    private readonly specs: readonly EndpointSpec[],
  ) {}

  async register(): Promise<void> {
    await forEach(this.specs, SETUP_WIDTH, async ({ bearer, url, events }) => {
      const res = await this.http.send('POST', '/api/webhooks', { url, ...(events ? { events } : {}) }, bearer);
      if (res.status !== 201) throw new Error(`register an endpoint: ${res.status} ${JSON.stringify(res.body)}`);
      this.registered.push({ bearer, id: (res.body as { endpoint: { id: string } }).endpoint.id });
    });
  }

  async deleteAll(): Promise<void> {
    await forEach(this.registered.splice(0), SETUP_WIDTH, async ({ bearer, id }) => {
      const res = await this.http.send('DELETE', `/api/webhooks/${id}`, undefined, bearer);
      if (res.status !== 204) throw new Error(`delete an endpoint: ${res.status} ${JSON.stringify(res.body)}`);
    });
  }
}

/**
 * Waits until every webhook the measured moves should cause has arrived
 * (none without endpoints), then for QUIET_MS without any, and measures them.
 */
async function drained(
  receiver: TimingReceiver,
  answered: ReadonlyMap<string, Answered>,
  ended: number,
  expected: number,
): Promise<Webhooks> {
  const fromAnswer = new Latencies();
  const fromStamp = new Latencies();
  const seen = new Set<string>();
  let others = 0;
  let last = ended;
  const count = (arrivals: readonly Arrival[]): void => {
    for (const a of arrivals) {
      const key = moveKey(a.matchId, a.seq);
      const move = answered.get(key);
      if (!move || seen.has(key)) {
        others++;
        continue;
      }
      seen.add(key);
      fromAnswer.add(a.at - move.at);
      fromStamp.add(a.sinceStamp);
      last = Math.max(last, a.at);
    }
  };
  const until = epochMs() + DRAIN_TIMEOUT_MS;
  while (seen.size < expected && epochMs() < until) {
    count(receiver.take());
    await sleep(20);
  }
  while (epochMs() - Math.max(receiver.latest, last) < QUIET_MS) await sleep(100);
  count(receiver.take());
  return { expected, arrived: seen.size, others, fromAnswer, fromStamp, drainMs: last - ended };
}

async function arm(
  round: number,
  endpoints: number,
  driver: MatchDriver,
  moves: AnsweredMoves,
  receiver: TimingReceiver,
  procs: readonly ServerProcess[],
  probe: StallProbe,
  commits: CommitCounter | null,
): Promise<Arm> {
  await driver.run(WARM_UP_SECONDS, Infinity);
  // The warm-up's transactions are reported within a second of it.
  const commits0 = (await commits?.read()) ?? NaN;
  const cpu0 = cpuOf(procs);
  await probe.read();
  moves.record();
  const r = await driver.run(SECONDS, Infinity);
  const ended = epochMs();
  const serverCpu = cpuPer(cpu0, cpuOf(procs), r.moves);
  const answered = moves.take();
  const stalls = await probe.describe();
  const expected = endpoints === 0 ? 0 : [...answered.values()].reduce((n, a) => n + a.told, 0);
  const webhooks = await drained(receiver, answered, ended, expected);
  const commitsPerMove = (((await commits?.read()) ?? NaN) - commits0) / r.moves;
  const rate = r.moves / r.seconds;
  const drainedRate = r.moves / (r.seconds + Math.max(0, webhooks.drainMs) / 1000);
  const told =
    endpoints === 0
      ? `${webhooks.arrived + webhooks.others} webhooks`
      : `${figure(webhooks.arrived)} of ${figure(expected)} webhooks (and ${webhooks.others} others), move answered -> received ${webhooks.fromAnswer.describe()}, the last ${(webhooks.drainMs / 1000).toFixed(1)} s after the arm ended`;
  console.log(
    `round ${round}, ${figure(endpoints)} endpoints: ${figure(rate)} durable moves/s, ${r.moveLatency.describe()}, server CPU ${serverCpu} a move; ${told}; ${stalls}`,
  );
  return {
    round,
    endpoints,
    rate,
    drainedRate,
    moveLatency: r.moveLatency,
    serverCpu,
    webhooks,
    commitsPerMove,
    commitsPerWebhook: NaN,
  };
}

function table(arms: readonly Arm[]): void {
  const rows = [
    [
      'round',
      'endpoints',
      'durable moves/s',
      'move p50 / p99 ms',
      'webhooks (expected)',
      'answer → receiver p50 / p99 ms',
      'stamp → receiver p50 / p99 ms',
      'last webhook after the arm',
      'moves/s, drain included',
      'server CPU a move',
      'commits a move',
      'commits a webhook',
    ],
    ...arms.map((a) => {
      const w = a.webhooks;
      const none = a.endpoints === 0;
      return [
        String(a.round),
        figure(a.endpoints),
        figure(a.rate),
        `${ms(a.moveLatency.quantile(0.5))} / ${ms(a.moveLatency.quantile(0.99))}`,
        none ? String(w.arrived + w.others) : `${figure(w.arrived)} (${figure(w.expected)})`,
        none ? '' : `${ms(w.fromAnswer.quantile(0.5))} / ${ms(w.fromAnswer.quantile(0.99))}`,
        none ? '' : `${ms(w.fromStamp.quantile(0.5))} / ${ms(w.fromStamp.quantile(0.99))}`,
        none ? '' : `${(w.drainMs / 1000).toFixed(1)} s`,
        none ? '' : figure(a.drainedRate),
        a.serverCpu.split(' (')[0],
        a.commitsPerMove.toFixed(2),
        none ? '' : a.commitsPerWebhook.toFixed(2),
      ];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows.slice(1)) console.log(line(r));
}

function summary(arms: readonly Arm[]): void {
  const none = arms.filter((a) => a.endpoints === 0);
  const some = arms.filter((a) => a.endpoints > 0);
  const at = (xs: readonly Arm[], f: (a: Arm) => number): number => median(xs.map(f));
  const describe = (xs: readonly Arm[]): string =>
    `${figure(at(xs, (a) => a.rate))} moves/s, move p50 ${ms(at(xs, (a) => a.moveLatency.quantile(0.5)))} ms, p99 ${ms(at(xs, (a) => a.moveLatency.quantile(0.99)))} ms`;
  const ratio = at(some, (a) => a.rate) / at(none, (a) => a.rate);
  const pairs = some.map((b) => b.rate / (none.find((a) => a.round === b.round)?.rate ?? NaN));
  console.log(`medians over ${ROUNDS} rounds:`);
  console.log(`  none:            ${describe(none)}`);
  console.log(
    `  ${figure(ENDPOINTS)} endpoints: ${describe(some)}; webhook, move answered -> received p50 ${ms(at(some, (a) => a.webhooks.fromAnswer.quantile(0.5)))} ms, p99 ${ms(at(some, (a) => a.webhooks.fromAnswer.quantile(0.99)))} ms (from the notice's stamp p50 ${ms(at(some, (a) => a.webhooks.fromStamp.quantile(0.5)))} ms, p99 ${ms(at(some, (a) => a.webhooks.fromStamp.quantile(0.99)))} ms)`,
  );
  console.log(
    `with endpoints / without: ${(100 * ratio).toFixed(0)} % (each round: ${pairs.map((p) => (100 * p).toFixed(0)).join(', ')} %): ${ratio >= TARGET ? 'PASS' : 'MISS'} (target ≥ ${100 * TARGET} %)`,
  );
  const drained = at(some, (a) => a.drainedRate) / at(none, (a) => a.rate);
  console.log(
    `  counting the drain after each arm with endpoints (its moves over the arm and the time its last webhook took to arrive): ${(100 * drained).toFixed(0)} %`,
  );
  console.log(
    `  transactions committed: ${at(none, (a) => a.commitsPerMove).toFixed(2)} a move without endpoints, ${at(some, (a) => a.commitsPerMove).toFixed(2)} with, ${at(some, (a) => a.commitsPerWebhook).toFixed(2)} a webhook (pg_stat_database, arm and drain)`,
  );
  const short = some.filter((a) => a.webhooks.arrived < a.webhooks.expected);
  if (short.length > 0)
    console.log(
      `  not drained: rounds ${short.map((a) => a.round).join(', ')} had webhooks missing ${DRAIN_TIMEOUT_MS / 1000} s after the arm`,
    );
}

async function bench(dataDir: string): Promise<void> {
  const db = await database();
  const receiver = await new TimingReceiver().start();
  cleanups.push(() => receiver.stop());
  if (WORKER && db.url === undefined)
    throw new Error('BENCH_WORKER needs DATABASE_URL: the embedded database belongs to one process');
  const proc = await startBenchServer(dataDir, {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(db.url === undefined ? {} : { DATABASE_URL: db.url }),
    ...(WORKER ? { ROLE: 'web' } : {}),
  });
  cleanups.push(() => proc.stop());
  const procs = [proc];
  if (WORKER && db.url !== undefined) {
    const worker = await startBenchServer(join(dataDir, 'worker'), {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      DATABASE_URL: db.url,
      ROLE: 'worker',
      MIGRATE_ON_START: 'false',
    });
    cleanups.push(() => worker.stop());
    procs.push(worker);
  }
  const probe = StallProbe.start();
  cleanups.push(() => probe.stop());
  const http = new HttpClient(proc.url, CLIENTS);
  cleanups.push(() => http.close());
  const client = new ParlourClient(http, API);
  const movers = CLIENTS * SPEC.seats;
  const others = Math.ceil(Math.max(0, ENDPOINTS - movers) / PER_OTHER);
  console.log(
    `webhooks against none: Maw 2p, ${CLIENTS} clients, ${API}, ${db.label}${WORKER ? ', deliveries in a worker process (ROLE=worker)' : ''}; ${ROUNDS} rounds of ${SECONDS} s an arm; ${figure(ENDPOINTS)} endpoints: ${movers} playing players' (YOUR_TURN), ${figure(Math.max(0, ENDPOINTS - movers))} of ${others} other players'`,
  );
  const groups = await playerGroups(client, CLIENTS, SPEC.seats);
  const idle = (await playerGroups(client, others, 1, 'w')).flat();
  const specs: EndpointSpec[] = [
    ...groups.flat().map((bearer) => ({ bearer, url: receiver.url('/turns'), events: ['YOUR_TURN'] })),
    ...Array.from({ length: Math.max(0, ENDPOINTS - movers) }, (_, i) => ({
      bearer: idle[Math.floor(i / PER_OTHER)],
      url: receiver.url(`/idle/${i}`),
    })),
  ];
  const endpoints = new Endpoints(http, specs);
  const moves = new AnsweredMoves(client);
  const driver = new MatchDriver(moves, SPEC, groups);
  await driver.prepare(PER_CLIENT);
  const arms: Arm[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const without = await arm(round, 0, driver, moves, receiver, procs, probe, db.commits);
    await endpoints.register();
    const withSome = await arm(round, specs.length, driver, moves, receiver, procs, probe, db.commits);
    await endpoints.deleteAll();
    // What the webhooks added: the arm's commits beyond its moves' at the rate of the arm without.
    const moved = withSome.moveLatency.count;
    withSome.commitsPerWebhook =
      (withSome.commitsPerMove - without.commitsPerMove) * (moved / withSome.webhooks.arrived);
    arms.push(without, withSome);
  }
  table(arms);
  summary(arms);
}

runBench(TIMEOUT_MS, cleanups, bench);
