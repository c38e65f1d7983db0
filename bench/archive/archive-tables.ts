import { Pool } from 'pg';
import { BulkLoad } from './bulk-load';

const shifted = (column: string) => `t."${column}" + m.shift`;
const swapped = (column: string) => BulkLoad.swapped(`t."${column}"`);
/** Events whose payload names players (src/matches/domain/match-event.ts). */
const NAMING = `('joined', 'left', 'started', 'aborted', 'paused', 'resumed')`;

/** The tables every started match has rows in, in the order their keys need, and how a copy's columns differ from its template's. */
export const MATCH_TABLES = [
  {
    table: 'Match',
    key: 'id',
    overrides: {
      inviteCode: `'bench-' || m.n`,
      creatorId: swapped('creatorId'),
      seating: BulkLoad.swappedArray('seating'),
      awaiting: BulkLoad.swappedArray('awaiting'),
      createdAt: shifted('createdAt'),
      updatedAt: shifted('updatedAt'),
      awaitedSince: shifted('awaitedSince'),
    },
  },
  { table: 'MatchPlayer', key: 'matchId', overrides: { playerId: swapped('playerId'), joinedAt: shifted('joinedAt') } },
  {
    table: 'MatchEvent',
    key: 'matchId',
    overrides: {
      playerId: swapped('playerId'),
      payload: `CASE WHEN t."kind" IN ${NAMING} THEN (${BulkLoad.swappedText('t."payload"::text')})::jsonb ELSE t."payload" END`,
      createdAt: shifted('createdAt'),
    },
  },
] as const;

/** The tables a finished match has rows in: a started match's, and its archive summary. */
export const ARCHIVE_TABLES = [
  ...MATCH_TABLES,
  {
    table: 'ArchivedMatch',
    key: 'matchId',
    overrides: { createdAt: shifted('createdAt'), endedAt: shifted('endedAt') },
  },
  { table: 'ArchivedSeat', key: 'matchId', overrides: { playerId: swapped('playerId'), endedAt: shifted('endedAt') } },
] as const;

/** A search page done in SQL alone: the page of 20 with its seats and their players, and the total. */
export type RawQuery = (pool: Pool, params: readonly string[]) => Promise<unknown>;

/** The page's matches, with the match columns an archive item shows. `from` walks `k`, in the order matches ended. */
const rows = (from: string, k: string, where: string) =>
  `SELECT m.*, mt."rulesVersion", mt."creatorId", mt."seq", mt."commitment", mt."shuffleAlgorithm", mt."seed",
          mt."inviteCode", mt."updatedAt"
   FROM ${from} JOIN "Match" mt ON mt."id" = m."matchId"
   WHERE ${where} AND ${k}."visibility" = 'open' ORDER BY ${k}."endedAt" DESC, ${k}."matchId" DESC LIMIT 21`;

/** The seats of the page's matches, with their players' names. */
const SEATS = `SELECT s.*, p."handle", p."displayName" FROM "ArchivedSeat" s JOIN "Player" p ON p."id" = s."playerId"
  WHERE s."matchId" = ANY($1) ORDER BY s."matchId", s."seat"`;

async function page(pool: Pool, from: string, k: string, where: string, params: unknown[]): Promise<unknown> {
  const items = (await pool.query<{ matchId: string }>(rows(from, k, where), params)).rows;
  const [seats, total] = await Promise.all([
    pool.query(SEATS, [items.map((r) => r.matchId)]),
    pool.query(`SELECT count(*) FROM ${from} WHERE ${where} AND ${k}."visibility" = 'open'`, params),
  ]);
  return { items, seats: seats.rows, total: total.rows[0] };
}

const BY_PLAYER = `"ArchivedSeat" p JOIN "ArchivedMatch" m ON m."matchId" = p."matchId"`;

export const RAW: Readonly<Record<'byPlayer' | 'byOpponent' | 'byGameAndDates', RawQuery>> = {
  byPlayer: (pool, [, playerId]) => page(pool, BY_PLAYER, 'p', `p."playerId" = $1`, [playerId]),
  byOpponent: (pool, [, playerId, , opponentId]) =>
    page(
      pool,
      `${BY_PLAYER} JOIN "ArchivedSeat" o ON o."matchId" = p."matchId" AND o."playerId" = $2 AND o."side" <> p."side"`,
      'p',
      `p."playerId" = $1`,
      [playerId, opponentId],
    ),
  byGameAndDates: (pool, [gameId, after, before]) =>
    page(pool, `"ArchivedMatch" m`, 'm', `m."gameId" = $1 AND m."endedAt" >= $2 AND m."endedAt" < $3`, [
      gameId,
      after,
      before,
    ]),
};
