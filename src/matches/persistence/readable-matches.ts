import { Prisma } from '../../generated/prisma/client';
import { READING_PARTIES, ReadingParty } from '../domain/match-access';

/*
 * Who may read a match (domain/match-access.ts) as the repositories ask it:
 * each party of READING_PARTIES as SQL over a "Match" row and as Prisma's
 * filter of the Match model, so a query of either kind holds exactly the
 * matches the in-memory rule lets the reader read.
 */

/** A party as SQL: the reader `r` is that party of the "Match" row `m`. */
const PARTY_SQL: Record<ReadingParty, (m: Prisma.Sql, r: string) => Prisma.Sql> = {
  creator: (m, r) => Prisma.sql`${m}."creatorId" = ${r}::uuid`,
  seated: (m, r) => Prisma.sql`${r}::text = ANY(${m}."seating")`,
  joined: (m, r) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "MatchPlayer" rp WHERE rp."matchId" = ${m}."id" AND rp."playerId" = ${r}::uuid)`,
  invited: (m, r) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "MatchInvite" ri WHERE ri."matchId" = ${m}."id" AND ri."playerId" = ${r}::uuid)`,
};

/** A party as Prisma's filter: the reader `r` is that party of the match. */
const PARTY_WHERE: Record<ReadingParty, (r: string) => Prisma.MatchWhereInput> = {
  creator: (r) => ({ creatorId: r }),
  seated: (r) => ({ seating: { has: r } }),
  joined: (r) => ({ players: { some: { playerId: r } } }),
  invited: (r) => ({ invites: { some: { playerId: r } } }),
};

/**
 * The condition that `readerId` (null: no account) may read the match whose
 * id and visibility are the expressions `matchId` and `visibility` (a match's
 * own columns, or an archive summary's copies of them). A private match's
 * parties are read from its row, found by its key, and the (matchId,
 * playerId) keys of MatchPlayer and MatchInvite, as a scalar subquery: run
 * for each private match met, never by reading a table through, so a walk
 * through an index stays one (docs/archive.md, "Indexes").
 */
export function readableSql(readerId: string | null, matchId: Prisma.Sql, visibility: Prisma.Sql): Prisma.Sql {
  if (readerId === null) return Prisma.sql`${visibility} = 'open'`;
  const parties = READING_PARTIES.map((party) => PARTY_SQL[party](Prisma.raw('rm'), readerId));
  return Prisma.sql`(${visibility} = 'open' OR coalesce((
    SELECT ${Prisma.join(parties, ' OR ')} FROM "Match" rm WHERE rm."id" = ${matchId}), false))`;
}

/** The same as Prisma's filter of the Match model. */
export function readableWhere(readerId: string | null): Prisma.MatchWhereInput {
  if (readerId === null) return { visibility: 'open' };
  return { OR: [{ visibility: 'open' }, ...READING_PARTIES.map((party) => PARTY_WHERE[party](readerId))] };
}
