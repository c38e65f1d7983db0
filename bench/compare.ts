/**
 * The same bench against another git ref and this checkout, alternately, in
 * one run: a change on the move path is judged against the code before it on
 * the same machine at the same hour. Run: npm run bench:compare -- <git-ref>
 * [api] (prints figures, asserts nothing). See docs/benchmarks.md.
 *
 * The ref is checked out in a worktree of its own under $TMPDIR/parlour-compare/ and
 * built there once (its own dependencies if its lockfile differs from this
 * checkout's). This checkout is built as it stands, uncommitted changes
 * included. Each run is this checkout's bench:api (the same driver for both
 * sides, one closed loop between two raw phases) with BENCH_SERVER_ROOT set
 * to the side's checkout, on a scratch database of its own (DATABASE_URL's
 * server) or an embedded one. Sides alternate ref, HEAD, HEAD, ref, ... so
 * that neither always runs first.
 *
 * Environment:
 *   COMPARE_ROUNDS   runs of each side, default 4
 *   DATABASE_URL     the PostgreSQL server the scratch databases are made on; unset: embedded
 *   BENCH_*          passed to every run (BENCH_API, BENCH_SECONDS, BENCH_CLIENTS, ...), as is MATCH_CACHE_SIZE
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { median } from './api/figures';
import { LoopResult } from './api/loop-result';

const ROOT = resolve(__dirname, '../..');
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 4);
const BENCHES = ['api'] as const;
type Bench = (typeof BENCHES)[number];

interface Side {
  readonly label: string;
  readonly root: string;
  readonly results: LoopResult[];
}

function git(args: readonly string[], cwd = ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

function run(command: string, args: readonly string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** The ref's own checkout, built: reused while its build is complete. */
function checkout(ref: string): string {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  // Outside this checkout, where Jest and tsc would find a second copy of the sources.
  const dir = join(tmpdir(), 'parlour-compare', sha);
  const built = join(dir, '.compare-built');
  if (existsSync(built)) return dir;
  if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
  mkdirSync(join(tmpdir(), 'parlour-compare'), { recursive: true });
  git(['worktree', 'add', '--detach', dir, sha]);
  const sameLock =
    readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  // The Prisma client is generated into src/, so the same dependencies can be shared.
  if (sameLock) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  execFileSync('touch', [built]);
  return dir;
}

/** A scratch database on DATABASE_URL's server for one run, dropped after it. */
async function withScratchDatabase<T>(work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const server = process.env.DATABASE_URL;
  if (!server) return work({});
  const name = `parlour_compare_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return await work({ DATABASE_URL: url.toString() });
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** One run of the bench for one side; its output indented under the side's name. */
async function runOnce(bench: Bench, side: Side): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-compare-'));
  const file = join(dir, 'result.jsonl');
  try {
    await withScratchDatabase(
      (db) =>
        new Promise<void>((done, fail) => {
          const child = spawn(process.execPath, [join(ROOT, 'build', 'bench', `${bench}.bench.js`)], {
            cwd: ROOT,
            env: {
              ...process.env,
              BENCH_PACE: '0',
              BENCH_FLOOR: 'false',
              ...db,
              BENCH_ROUNDS: '1',
              BENCH_SERVER_ROOT: side.root,
              BENCH_RESULT_FILE: file,
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          child.stdout.on('data', (chunk: Buffer) =>
            process.stdout.write(
              chunk
                .toString()
                .split('\n')
                .filter(Boolean)
                .map((line) => `  [${side.label}] ${line}\n`)
                .join(''),
            ),
          );
          child.once('error', fail);
          child.once('exit', (code) =>
            code === 0 ? done() : fail(new Error(`${side.label}: the bench exited ${code}`)),
          );
        }),
    );
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length === 0) throw new Error(`${side.label}: the bench wrote no result`);
    for (const line of lines) side.results.push(JSON.parse(line) as LoopResult);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function med(results: readonly LoopResult[], pick: (r: LoopResult) => number | null | undefined): number {
  const xs = results.map(pick).filter((x): x is number => typeof x === 'number');
  return xs.length === 0 ? NaN : median(xs);
}

function row(label: string, ref: number, head: number, digits: number, unit = ''): string {
  const f = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${x.toFixed(digits)}${unit}`);
  const ratio = Number.isNaN(ref) || Number.isNaN(head) || ref === 0 ? 'n/a' : `${(head / ref).toFixed(2)}×`;
  return `${label.padEnd(34)} ${f(ref).padStart(12)} ${f(head).padStart(12)} ${ratio.padStart(9)}`;
}

/** The figures compared, each a row: the median of each side's runs, and their ratio. */
const FIGURES: readonly {
  label: string;
  pick: (r: LoopResult) => number | null | undefined;
  digits: number;
  unit?: string;
}[] = [
  { label: 'share of the raw rate', pick: (r) => r.share, digits: 1, unit: ' %' },
  { label: 'durable moves/s', pick: (r) => r.movesPerSecond, digits: 0 },
  { label: 'server CPU a move', pick: (r) => r.cpuMsPerMove, digits: 3, unit: ' ms' },
  { label: 'move p99', pick: (r) => r.p99Ms, digits: 1, unit: ' ms' },
  { label: 'move p99 / raw p99', pick: (r) => r.p99Ms / r.rawP99Ms, digits: 2 },
  { label: 'write system calls a move', pick: (r) => r.syscallsPerMove?.writes, digits: 2 },
  { label: 'read system calls a move', pick: (r) => r.syscallsPerMove?.reads, digits: 2 },
  ...(['transactions', 'inserted', 'updated', 'deleted'] as const).map((key) => ({
    label: key === 'transactions' ? 'transactions a move' : `rows ${key} a move`,
    pick: (r: LoopResult) => r.counters?.[key],
    digits: 2,
  })),
];

function summary(ref: Side, head: Side): string {
  const each = (s: Side): string => s.results.map((r) => r.share.toFixed(0)).join(', ');
  return [
    `medians over ${ROUNDS} runs a side (shares by run: ${ref.label} ${each(ref)} %; ${head.label} ${each(head)} %)`,
    `${''.padEnd(34)} ${ref.label.padStart(12)} ${head.label.padStart(12)} ${'HEAD/ref'.padStart(9)}`,
    ...FIGURES.map((f) => row(f.label, med(ref.results, f.pick), med(head.results, f.pick), f.digits, f.unit)),
  ].join('\n');
}

async function main(): Promise<void> {
  const [ref, bench = 'api'] = process.argv.slice(2);
  if (!ref || !(BENCHES as readonly string[]).includes(bench)) {
    console.error(`usage: npm run bench:compare -- <git-ref> [${BENCHES.join('|')}]`);
    process.exit(2);
  }
  const refRoot = checkout(ref);
  run('npm', ['run', 'build'], ROOT);
  const sides: [Side, Side] = [
    { label: git(['rev-parse', '--short', ref]), root: refRoot, results: [] },
    { label: 'HEAD', root: ROOT, results: [] },
  ];
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  console.log(
    `bench:compare ${bench}: ${sides[0].label} against HEAD ${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' with uncommitted changes' : ''}, ${ROUNDS} runs a side, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? sides : ([sides[1], sides[0]] as const);
    for (const side of order) {
      console.log(`run ${round + 1}/${ROUNDS}: ${side.label}`);
      await runOnce(bench as Bench, side);
    }
  }
  console.log(summary(sides[0], sides[1]));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
