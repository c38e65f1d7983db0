import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a bench undoes as it ends, last first. */
export type Cleanups = (() => Promise<void> | void)[];

/**
 * Runs a bench in a scratch directory of its own, undoing what it pushed on
 * `cleanups` however it ends; past `timeoutMs` it gives up (a hung phase
 * ends the process), and an error sets the exit code.
 */
export function runBench(timeoutMs: number, cleanups: Cleanups, bench: (dataDir: string) => Promise<void>): void {
  const cleanup = async (): Promise<void> => {
    for (const undo of cleanups.splice(0).reverse()) await undo();
  };
  const run = async (): Promise<void> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parlour-bench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const watchdog = setTimeout(() => {
      console.error(`bench: over ${timeoutMs / 1000} s, giving up`);
      cleanup().then(
        () => process.exit(1),
        (error: unknown) => {
          console.error('bench: cleaning up:', error);
          process.exit(1);
        },
      );
    }, timeoutMs);
    try {
      await bench(dataDir);
    } finally {
      clearTimeout(watchdog);
      await cleanup();
    }
  };
  run().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
