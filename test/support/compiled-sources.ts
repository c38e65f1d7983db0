import { transformFileSync } from '@swc/core';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Where the e2e global setup put this run's compiled sources (Jest's workers inherit it). */
const COMPILED = 'PARLOUR_TEST_COMPILED_SOURCES';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * `src/` compiled to CommonJS with the project's SWC settings (as Jest runs it), once per run by
 * the e2e global setup (test/support/e2e-global-setup.ts), so a test can run the server or a CLI
 * as its own process: `build/compiled-<random>/src/`, with `prisma/` linked beside it so the
 * server's migrator finds the migrations as from dist/. Node finds node_modules from there as
 * from dist/. Returns the directory to remove after the run.
 */
export function compileSources(): string {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'build', 'compiled-'));
  for (const file of sources(join(ROOT, 'src'))) {
    const out = join(dir, 'src', relative(join(ROOT, 'src'), file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, transformFileSync(file, { swcrc: true, cwd: ROOT, sourceMaps: false }).code);
  }
  symlinkSync(join(ROOT, 'prisma'), join(dir, 'prisma'), 'dir');
  process.env[COMPILED] = dir;
  return dir;
}

/** Removes what compileSources made for this run. */
export function removeCompiledSources(): void {
  const dir = process.env[COMPILED];
  if (dir) rmSync(dir, { recursive: true, force: true });
  delete process.env[COMPILED];
}

/** A file of this run's compiled sources (`main.js`, `matches/verify/verify-cli.js`): what the e2e global setup compiled. */
export function compiled(file: string): string {
  const dir = process.env[COMPILED];
  if (!dir) throw new Error(`${COMPILED} is not set: the e2e global setup compiles src/ (run the file through Jest)`);
  return join(dir, 'src', file);
}
