import { MatchRecord, MatchVisibility } from './match-record';

/**
 * Who may read a match (docs/security.md, "Who may read a match"): the one
 * rule of every path that reads one, whatever the match's status: the match
 * by id, its log, record and replays, the listings, the archive and its
 * statistics, the export, the notices. An open match anyone may read, without
 * an account too (as a spectator unless seated); a private one only its
 * parties, a player who is any one of these; to anyone else it does not exist.
 * The in-memory check (mayRead) and the SQL the repositories read through
 * (persistence/readable-matches.ts) are both made from this list.
 */
export const READING_PARTIES = ['creator', 'seated', 'joined', 'invited'] as const;
export type ReadingParty = (typeof READING_PARTIES)[number];

/**
 * A private match's parties, each as its players: `creator` who created it,
 * seated or not; `seated` who sits in its seats now, a bot that took one over
 * included; `joined` everyone who joined it and did not leave its lobby, so
 * whoever waits in the lobby and whoever was seated at the start (replaced by
 * a bot since or not); `invited` the players it invites, joined or not.
 */
export type MatchParties = Readonly<Record<ReadingParty, readonly string[]>>;

/** The rule, knowing every party of the match; `readerId` null for a reader without an account. */
export function mayRead(visibility: MatchVisibility, parties: MatchParties, readerId: string | null): boolean {
  if (visibility === 'open') return true;
  return readerId !== null && READING_PARTIES.some((party) => parties[party].includes(readerId));
}

/**
 * The rule from the match's row alone, which names its creator and who sits
 * in it: true or false where that settles it, null where only the parties
 * the database holds (joined, invited) could let the reader in. The database
 * is then asked through the same rule (MatchesRepository.mayRead).
 */
export function mayReadByRow(
  match: Pick<MatchRecord, 'visibility' | 'creatorId' | 'seating'>,
  readerId: string | null,
): boolean | null {
  const byRow = { creator: [match.creatorId], seated: match.seating, joined: [], invited: [] };
  if (mayRead(match.visibility, byRow, readerId)) return true;
  return readerId === null ? false : null;
}
