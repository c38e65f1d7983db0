/**
 * A long fuzz run on demand: `npm run fuzz -- --requests 100000 [--seed N]`.
 * Runs the fuzz tier's test (test/fuzz/requests.fuzz-spec.ts) with that many
 * requests against a fresh database (embedded, or on DATABASE_URL's server)
 * and prints the answers counted by status; exits non-zero on any server
 * error or a refusal that changed the database.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : fallback;
  if (value === undefined || !/^\d+$/.test(value)) {
    process.stderr.write(`usage: npm run fuzz -- [--requests N] [--seed N]  (--${name} takes a whole number)\n`);
    process.exit(2);
  }
  return value;
}

const root = join(__dirname, '..', '..');
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), 'test/fuzz/requests.fuzz-spec.ts', '--silent=false'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_REQUESTS: option('requests', '10000'),
      FUZZ_SEED: option('seed', String(Date.now() % 2 ** 31)),
      FUZZ_REPORT: 'true',
    },
  },
);
process.exit(run.status ?? 1);
