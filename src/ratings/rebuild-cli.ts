/**
 * `npm run ratings:rebuild` (node dist/ratings/rebuild-cli.js): recomputes every rating from the archive, in the
 * order the matches were applied, and stores the result in place of the stored ratings, their history and the
 * archive's seat ratings (docs/ratings.md). Uses the server's configuration (DATABASE_URL, or the embedded database
 * in DATA_DIR, which a running server holds); running servers wait for it and apply on from where it ends.
 * Exit code: 0 every rating came out as it was stored, 1 some differed (now rewritten) or the rebuild failed.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { describeError } from '../common';
import { DataDirInUseError } from '../database';
import { applyInOrder } from './model/rated-match';
import { RatingsRepository } from './ratings.repository';
import { RebuildModule } from './rebuild.module';

/** Matches read and written per statement. */
const BATCH = 1000;

async function main(): Promise<number> {
  const app = await NestFactory.createApplicationContext(RebuildModule, { logger: ['error', 'warn'] });
  try {
    const started = performance.now();
    const { matches, ratings, differing } = await app.get(RatingsRepository).rebuild(applyInOrder, BATCH);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `rebuilt ${ratings} ratings from ${matches} rated matches in ${seconds.toFixed(1)} s` +
        ` (${Math.round(matches / Math.max(seconds, 0.001))} matches/s): ` +
        `${differing === 0 ? 'every one as stored' : `${differing} differed from those stored, now rewritten`}\n`,
    );
    return differing === 0 ? 0 : 1;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof DataDirInUseError ? e.message : describeError(e)}\n`);
    process.exit(1);
  },
);
