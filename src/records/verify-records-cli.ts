/**
 * `npm run record:verify -- FILE` (node dist/records/verify-records-cli.js FILE, `-` for stdin):
 * verifies every record in FILE with no server and no database
 * (docs/records.md#verifying-a-record), printing one line per record.
 * Exit code: 0 every record verified, 1 one diverges, 2 usage or an
 * unreadable file, 3 none diverges but one has no seed to check its play by.
 */
import { readFileSync } from 'node:fs';
import { describeDivergence } from './record-divergence';
import { RECORD_GAMES } from './record-games';
import { RecordVerdict } from './record-verifier';
import { verifyRecords } from './verify-records';

const RECORD_VERIFY_EXIT = { OK: 0, DIVERGES: 1, USAGE: 2, UNSEALED: 3 } as const;

function line(v: RecordVerdict): string {
  switch (v.kind) {
    case 'ok':
      return `record ${v.record.matchId}: OK`;
    case 'unsealed':
      return `record ${v.index} (${v.matchId}): UNVERIFIED: no Seed tag (the match was not over), so its deals and moves cannot be checked; its tags and layout are sound`;
    case 'diverges':
      return `DIVERGES at ${describeDivergence(v.divergence)}`;
  }
}

function main(args: readonly string[]): number {
  if (args.length !== 1 || !args[0]) {
    process.stderr.write('usage: npm run record:verify -- FILE (or - for stdin)\n');
    return RECORD_VERIFY_EXIT.USAGE;
  }
  let text: string;
  try {
    text = readFileSync(args[0] === '-' ? 0 : args[0], 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${args[0]}: ${e instanceof Error ? e.message : String(e)}\n`);
    return RECORD_VERIFY_EXIT.USAGE;
  }
  const verdicts = verifyRecords(text, RECORD_GAMES, new Date());
  for (const v of verdicts) process.stdout.write(`${line(v)}\n`);
  if (verdicts.some((v) => v.kind === 'diverges')) return RECORD_VERIFY_EXIT.DIVERGES;
  return verdicts.some((v) => v.kind === 'unsealed') ? RECORD_VERIFY_EXIT.UNSEALED : RECORD_VERIFY_EXIT.OK;
}

process.exitCode = main(process.argv.slice(2));
