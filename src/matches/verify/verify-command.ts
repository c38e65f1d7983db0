import { DomainError } from '../../common/errors/domain-error';
import { MatchesService } from '../matches.service';

/** Exit codes of `npm run match:verify`. */
export const VERIFY_EXIT = { AGREES: 0, DIVERGES: 1, USAGE: 2 } as const;

/**
 * Replays one match from scratch and prints what it finds: one line when the
 * log replays and the row agrees, otherwise one line per divergence. A match
 * this server cannot replay at all (another rules version) diverges too.
 */
export async function verifyCommand(matches: Pick<MatchesService, 'verify'>, matchId: string, print: (line: string) => void): Promise<number> {
  let report: Awaited<ReturnType<MatchesService['verify']>>;
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
