import { transformFileSync } from '@swc/core';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

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
 * `src/` compiled to CommonJS with the project's SWC settings (as Jest runs it),
 * in a fresh directory under build/ so a test can run a CLI as its own process.
 * Node finds node_modules from there as from dist/.
 */
export function compileSources(): { readonly dir: string; remove(): void } {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'build', 'compiled-'));
  for (const file of sources(join(ROOT, 'src'))) {
    const out = join(dir, relative(join(ROOT, 'src'), file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, transformFileSync(file, { swcrc: true, cwd: ROOT, sourceMaps: false }).code);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
