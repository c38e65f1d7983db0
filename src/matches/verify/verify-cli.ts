/**
 * `npm run match:verify -- <matchId>` (node dist/matches/verify/verify-cli.js <matchId>):
 * replays a match from scratch, bypassing the cache, and prints any divergence
 * between its log and its row; `-- --all` does so for every match, printing
 * only those that diverge, then a count. Uses the server's configuration
 * (DATABASE_URL, or the embedded database in DATA_DIR, which a running server holds).
 * Exit code: 0 the row agrees (every row, with --all), 1 divergence or not
 * replayable, 2 usage or no such match.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { describeError } from '../../common';
import { DataDirInUseError } from '../../database';
import { MatchVerifier } from './match-verifier';
import { VERIFY_EXIT, verifyAllCommand, verifyCommand } from './verify-command';
import { VerifyModule } from './verify.module';

async function main(args: readonly string[]): Promise<number> {
  const print = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  if (args.length !== 1 || !args[0]) {
    process.stderr.write('usage: npm run match:verify -- <matchId> | --all\n');
    return VERIFY_EXIT.USAGE;
  }
  const app = await NestFactory.createApplicationContext(VerifyModule, { logger: ['error', 'warn'] });
  try {
    const matches = app.get(MatchVerifier);
    return await (args[0] === '--all' ? verifyAllCommand(matches, print) : verifyCommand(matches, args[0], print));
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    const text = e instanceof DataDirInUseError ? e.message : describeError(e);
    process.stderr.write(`${text}\n`);
    process.exit(VERIFY_EXIT.DIVERGES);
  },
);
