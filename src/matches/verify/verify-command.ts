import { DomainError } from '../../common';
import { MatchVerifier } from './match-verifier';

/** Exit codes of `npm run match:verify`. */
export const VERIFY_EXIT = { AGREES: 0, DIVERGES: 1, USAGE: 2 } as const;

/**
 * Replays one match from scratch and prints what it finds: one line when the
 * log replays and the row agrees, otherwise one line per divergence. A match
 * this server cannot replay at all (another rules version) diverges too.
 */
export async function verifyCommand(
  matches: Pick<MatchVerifier, 'verify'>,
  matchId: string,
  print: (line: string) => void,
): Promise<number> {
  let report: Awaited<ReturnType<MatchVerifier['verify']>>;
  try {
    report = await matches.verify(matchId);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    print(`match ${matchId}: ${e.code}: ${e.message}`);
    return e.code === 'NOT_FOUND' ? VERIFY_EXIT.USAGE : VERIFY_EXIT.DIVERGES;
  }
  if (report.ok) {
    print(`match ${matchId}: the log replays to seq ${report.seq} and the row agrees`);
    return VERIFY_EXIT.AGREES;
  }
  print(`match ${matchId}: ${report.problems.length} divergence(s); the log replays to seq ${report.seq}`);
  for (const problem of report.problems) print(`  ${problem}`);
  return VERIFY_EXIT.DIVERGES;
}

/**
 * Verifies every match, `pageSize` ids at a time: prints what verifyCommand
 * prints for each match that diverges or cannot be replayed, then a count.
 * After an upgrade, it names every match the new server cannot rebuild.
 */
export async function verifyAllCommand(
  matches: Pick<MatchVerifier, 'verify' | 'matchIds'>,
  print: (line: string) => void,
  pageSize = 500,
): Promise<number> {
  let verified = 0;
  let diverging = 0;
  for (
    let ids = await matches.matchIds(null, pageSize);
    ids.length > 0;
    ids = await matches.matchIds(ids[ids.length - 1], pageSize)
  ) {
    for (const id of ids) {
      const lines: string[] = [];
      const code = await verifyCommand(matches, id, (line) => lines.push(line));
      // USAGE: deleted since it was listed.
      if (code === VERIFY_EXIT.USAGE) continue;
      verified++;
      if (code === VERIFY_EXIT.DIVERGES) {
        diverging++;
        lines.forEach(print);
      }
    }
  }
  print(
    `${verified} match(es) verified: ${diverging === 0 ? 'every row agrees with its log' : `${diverging} diverge or cannot be replayed`}`,
  );
  return diverging === 0 ? VERIFY_EXIT.AGREES : VERIFY_EXIT.DIVERGES;
}
