import { Injectable } from '@nestjs/common';
import { GameResult } from '../../engine';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../database';
import { ArchiveEntry, ArchivedSeat, Outcome } from '../domain/match-state';
import {
  ArchiveKey,
  ArchiveQuery,
  ArchiveRepository,
  ArchivedMatch,
  GameStats,
  HeadToHead,
} from './archive.repository';
import { writeArchiveEntries } from './archive-writes';
import { readableSql } from './readable-matches';

type EntryRow = Prisma.ArchivedMatchGetPayload<object>;
type SeatRow = Prisma.ArchivedSeatGetPayload<object>;

interface ListedRow extends EntryRow {
  rulesVersion: string;
  creatorId: string;
  seq: number;
  commitment: string;
  shuffleAlgorithm: string;
  seed: Uint8Array;
  inviteCode: string;
  updatedAt: Date;
  importedFrom: string | null;
  originId: string | null;
  seatNames: string[];
}

function toSeat(row: SeatRow): ArchivedSeat {
  const { seat, playerId, side, outcome, rank, score, replacedBy } = row;
  return { seat, playerId, side, outcome: outcome as Outcome, rank, score, replacedBy };
}

function toEntry(row: EntryRow, seats: readonly SeatRow[]): ArchiveEntry {
  return {
    matchId: row.matchId,
    gameId: row.gameId,
    options: row.options as Record<string, unknown>,
    seatCount: row.seatCount,
    daysPerMove: row.daysPerMove,
    visibility: row.visibility,
    rated: row.rated,
    createdAtMs: row.createdAt.getTime(),
    endedAtMs: row.endedAt.getTime(),
    result: row.result as unknown as GameResult,
    view: row.view as object,
    seats: seats.map(toSeat),
  };
}

/**
 * The search as SQL (docs/archive.md, "Indexes"). With a player it walks that
 * player's seats (`p`) through ArchivedSeat's (playerId, [gameId,] endedAt,
 * matchId) indexes, in the order asked, and reads each match by its key;
 * without one it walks ArchivedMatch's (endedAt, matchId) or (gameId,
 * endedAt, matchId). `k` names the relation walked, `m` the match.
 */
function searchFrom(q: ArchiveQuery): { from: Prisma.Sql; k: Prisma.Sql } {
  if (q.playerId === null) return { from: Prisma.sql`"ArchivedMatch" m`, k: Prisma.raw('m') };
  return {
    from: Prisma.sql`"ArchivedSeat" p JOIN "ArchivedMatch" m ON m."matchId" = p."matchId"`,
    k: Prisma.raw('p'),
  };
}

/** The archived matches the reader may read (readable-matches.ts), `k` an ArchivedMatch or ArchivedSeat row. */
function readable(readerId: string | null, k: Prisma.Sql): Prisma.Sql {
  return readableSql(readerId, Prisma.sql`${k}."matchId"`, Prisma.sql`${k}."visibility"`);
}

function conditions(q: ArchiveQuery, k: Prisma.Sql): Prisma.Sql[] {
  const where: Prisma.Sql[] = [readable(q.readerId, k)];
  if (q.playerId !== null) where.push(Prisma.sql`p."playerId" = ${q.playerId}::uuid`);
  if (q.gameId !== null) where.push(Prisma.sql`${k}."gameId" = ${q.gameId}`);
  if (q.outcome !== null) where.push(Prisma.sql`p."outcome" = ${q.outcome}`);
  if (q.rank !== null) where.push(Prisma.sql`p."rank" = ${q.rank}`);
  if (q.opponentId !== null)
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "ArchivedSeat" o
      WHERE o."matchId" = p."matchId" AND o."playerId" = ${q.opponentId}::uuid AND o."side" <> p."side")`);
  if (q.partnerId !== null)
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "ArchivedSeat" o
      WHERE o."matchId" = p."matchId" AND o."playerId" = ${q.partnerId}::uuid AND o."side" = p."side" AND o."seat" <> p."seat")`);
  if (q.options !== null) where.push(Prisma.sql`m."options" @> ${JSON.stringify(q.options)}::jsonb`);
  if (q.seats !== null) where.push(Prisma.sql`m."seatCount" = ${q.seats}`);
  if (q.daysPerMove !== null) where.push(Prisma.sql`m."daysPerMove" = ${q.daysPerMove}`);
  if (q.ratingMin !== null) where.push(Prisma.sql`m."ratingLow" >= ${q.ratingMin}`);
  if (q.ratingMax !== null) where.push(Prisma.sql`m."ratingHigh" <= ${q.ratingMax}`);
  if (q.endedAfter !== null) where.push(Prisma.sql`${k}."endedAt" >= ${q.endedAfter}`);
  if (q.endedBefore !== null) where.push(Prisma.sql`${k}."endedAt" < ${q.endedBefore}`);
  return where;
}

/** The next `limit` matches of a search after `after`, in its order: the columns `select` names of each (`k`, `m`, `mt`). */
function walkStatement(q: ArchiveQuery, after: ArchiveKey | null, limit: number, select: Prisma.Sql): Prisma.Sql {
  const { from, k } = searchFrom(q);
  const where = conditions(q, k);
  const direction = q.order === 'latest' ? Prisma.raw('DESC') : Prisma.raw('ASC');
  if (after !== null) {
    const at = new Date(after.endedAtMs);
    where.push(
      q.order === 'latest'
        ? Prisma.sql`(${k}."endedAt", ${k}."matchId") < (${at}, ${after.matchId}::uuid)`
        : Prisma.sql`(${k}."endedAt", ${k}."matchId") > (${at}, ${after.matchId}::uuid)`,
    );
  }
  return Prisma.sql`
    SELECT ${select}
    FROM ${from} JOIN "Match" mt ON mt."id" = m."matchId"
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY ${k}."endedAt" ${direction}, ${k}."matchId" ${direction}
    LIMIT ${limit}`;
}

/** A page of a search: the next `limit` matches after `after`, in its order, with the columns of their match rows. */
export function searchStatement(q: ArchiveQuery, after: ArchiveKey | null, limit: number): Prisma.Sql {
  return walkStatement(
    q,
    after,
    limit,
    Prisma.sql`m.*, mt."rulesVersion", mt."creatorId", mt."seq", mt."commitment", mt."shuffleAlgorithm", mt."seed",
           mt."inviteCode", mt."updatedAt", mt."importedFrom", mt."originId", mt."seatNames"`,
  );
}

/** The same walk, only where each match stands in it: when it ended and its id. */
export function keysStatement(q: ArchiveQuery, after: ArchiveKey | null, limit: number): Prisma.Sql {
  const { k } = searchFrom(q);
  return walkStatement(q, after, limit, Prisma.sql`${k}."endedAt", ${k}."matchId"`);
}

/** How many matches a search holds. */
export function countStatement(q: ArchiveQuery): Prisma.Sql {
  const { from, k } = searchFrom(q);
  return Prisma.sql`SELECT count(*)::int AS total FROM ${from} WHERE ${Prisma.join(conditions(q, k), ' AND ')}`;
}

/** A player's counts by game, and by game and rank. */
export function statsStatements(
  readerId: string | null,
  playerId: string,
  gameId: string | null,
): [Prisma.Sql, Prisma.Sql] {
  const where = Prisma.join(
    [
      Prisma.sql`p."playerId" = ${playerId}::uuid`,
      readable(readerId, Prisma.raw('p')),
      ...(gameId === null ? [] : [Prisma.sql`p."gameId" = ${gameId}`]),
    ],
    ' AND ',
  );
  return [
    Prisma.sql`
      SELECT p."gameId", count(*)::int AS matches,
             (count(*) FILTER (WHERE p."outcome" = 'won'))::int AS won,
             (count(*) FILTER (WHERE p."outcome" = 'lost'))::int AS lost,
             (count(*) FILTER (WHERE p."outcome" = 'drawn'))::int AS drawn,
             avg(p."score")::float8 AS "averageScore"
      FROM "ArchivedSeat" p WHERE ${where} GROUP BY p."gameId" ORDER BY p."gameId"`,
    Prisma.sql`
      SELECT p."gameId", p."rank", count(*)::int AS count
      FROM "ArchivedSeat" p WHERE ${where} GROUP BY p."gameId", p."rank" ORDER BY p."gameId", p."rank"`,
  ];
}

/** Two players' matches on opposite sides, by game, counted for the first. */
export function headToHeadStatement(
  readerId: string | null,
  playerId: string,
  opponentId: string,
  gameId: string | null,
): Prisma.Sql {
  return Prisma.sql`
    SELECT p."gameId", count(*)::int AS matches,
           (count(*) FILTER (WHERE p."rank" < o."rank"))::int AS won,
           (count(*) FILTER (WHERE p."rank" > o."rank"))::int AS lost,
           (count(*) FILTER (WHERE p."rank" = o."rank"))::int AS drawn
    FROM "ArchivedSeat" p
    JOIN "ArchivedSeat" o ON o."matchId" = p."matchId" AND o."playerId" = ${opponentId}::uuid AND o."side" <> p."side"
    WHERE p."playerId" = ${playerId}::uuid AND ${readable(readerId, Prisma.raw('p'))}
      ${gameId === null ? Prisma.empty : Prisma.sql`AND p."gameId" = ${gameId}`}
    GROUP BY p."gameId" ORDER BY p."gameId"`;
}

@Injectable()
export class PrismaArchiveRepository extends ArchiveRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  write(entries: readonly ArchiveEntry[]): Promise<string[]> {
    return writeArchiveEntries(this.prisma, entries);
  }

  async entry(matchId: string): Promise<ArchiveEntry | null> {
    const row = await this.prisma.archivedMatch.findUnique({
      where: { matchId },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    return row && toEntry(row, row.seats);
  }

  async missing(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: { status: 'finished', archived: null, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async stale(after: string | null, limit: number): Promise<string[]> {
    // A bot that took a seat over never joined the match, as a bot seated by its creator did: a seat of a built-in
    // bot's with no MatchPlayer row and no replacedBy was written before entries kept takeovers. Read through the
    // bots' few accounts and their seats, never the log.
    const rows = await this.prisma.$queryRaw<{ matchId: string }[]>`
      SELECT DISTINCT s."matchId" FROM "Player" b JOIN "ArchivedSeat" s ON s."playerId" = b."id"
      WHERE b."botKind" IS NOT NULL AND s."replacedBy" IS NULL
        AND ${after === null ? Prisma.sql`TRUE` : Prisma.sql`s."matchId" > ${after}::uuid`}
        AND NOT EXISTS (SELECT 1 FROM "MatchPlayer" mp WHERE mp."matchId" = s."matchId" AND mp."playerId" = b."id")
      ORDER BY s."matchId" LIMIT ${limit}`;
    return rows.map((r) => r.matchId);
  }

  rewrite(entries: readonly ArchiveEntry[]): Promise<string[]> {
    return this.prisma.$transaction(async (tx) => {
      await tx.archivedMatch.deleteMany({ where: { matchId: { in: entries.map((e) => e.matchId) } } });
      return writeArchiveEntries(tx, entries);
    });
  }

  async search(q: ArchiveQuery, after: ArchiveKey | null, limit: number): Promise<ArchivedMatch[]> {
    const rows = await this.prisma.$queryRaw<ListedRow[]>(searchStatement(q, after, limit));
    if (rows.length === 0) return [];
    const seats = await this.prisma.archivedSeat.findMany({
      where: { matchId: { in: rows.map((r) => r.matchId) } },
      orderBy: [{ matchId: 'asc' }, { seat: 'asc' }],
    });
    return rows.map((row) => {
      const own = seats.filter((s) => s.matchId === row.matchId);
      return {
        entry: toEntry(row, own),
        ratings: own.map((s) =>
          s.ratingBefore === null || s.ratingAfter === null ? null : { before: s.ratingBefore, after: s.ratingAfter },
        ),
        row: {
          rulesVersion: row.rulesVersion,
          creatorId: row.creatorId,
          seq: row.seq,
          commitment: row.commitment,
          shuffleAlgorithm: row.shuffleAlgorithm,
          seed: Buffer.from(row.seed).toString('hex'),
          inviteCode: row.inviteCode,
          updatedAtMs: row.updatedAt.getTime(),
          importedFrom: row.importedFrom,
          originId: row.originId,
          seatNames: row.seatNames,
        },
      };
    });
  }

  async keys(q: ArchiveQuery, after: ArchiveKey | null, limit: number): Promise<ArchiveKey[]> {
    const rows = await this.prisma.$queryRaw<{ endedAt: Date; matchId: string }[]>(keysStatement(q, after, limit));
    return rows.map((r) => ({ endedAtMs: r.endedAt.getTime(), matchId: r.matchId }));
  }

  async count(q: ArchiveQuery): Promise<number> {
    const [{ total }] = await this.prisma.$queryRaw<{ total: number }[]>(countStatement(q));
    return total;
  }

  async stats(readerId: string | null, playerId: string, gameId: string | null): Promise<GameStats[]> {
    const [byGame, byRank] = statsStatements(readerId, playerId, gameId);
    const [games, ranks] = await Promise.all([
      this.prisma.$queryRaw<Omit<GameStats, 'ranks'>[]>(byGame),
      this.prisma.$queryRaw<{ gameId: string; rank: number; count: number }[]>(byRank),
    ]);
    return games.map((g) => ({
      ...g,
      ranks: ranks.filter((r) => r.gameId === g.gameId).map(({ rank, count }) => ({ rank, count })),
    }));
  }

  headToHead(
    readerId: string | null,
    playerId: string,
    opponentId: string,
    gameId: string | null,
  ): Promise<HeadToHead[]> {
    return this.prisma.$queryRaw<HeadToHead[]>(headToHeadStatement(readerId, playerId, opponentId, gameId));
  }
}
