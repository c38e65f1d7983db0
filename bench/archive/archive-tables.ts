import { Pool } from 'pg';
import { BulkLoad } from './bulk-load';

const shifted = (column: string) => `t."${column}" + m.shift`;
const swapped = (column: string) => BulkLoad.swapped(`t."${column}"`);
/** Events whose payload names players (src/matches/domain/match-event.ts). */
const NAMING = `('joined', 'left', 'started', 'aborted', 'paused', 'resumed')`;

/** The tables a finished match has rows in, in the order their keys need, and how a copy's columns differ from its template's. */
export const ARCHIVE_TABLES = [
  {
    table: 'Match',
    key: 'id',
    overrides: {
      inviteCode: `'bench-' || m.n`,
      creatorId: swapped('creatorId'),
      seating: `ARRAY(SELECT ${BulkLoad.swapped('x::uuid')}::text FROM unnest(t."seating") AS x)`,
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
  {
    table: 'ArchivedMatch',
    key: 'matchId',
    overrides: { createdAt: shifted('createdAt'), endedAt: shifted('endedAt') },
  },
  { table: 'ArchivedSeat', key: 'matchId', overrides: { playerId: swapped('playerId'), endedAt: shifted('endedAt') } },
] as const;

/** A search page done in SQL alone: the page of 20 with its seats and players, and the total. */
export type RawQuery = (pool: Pool, params: readonly string[]) => Promise<unknown>;

/** The page's matches, each with its seats and their players' handles, as the API's items carry them. */
const PAGE = `SELECT a.*, (SELECT json_agg(json_build_object('seat', s."seat", 'handle', p."handle", 'displayName',
    p."displayName", 'outcome', s."outcome", 'rank', s."rank", 'score', s."score") ORDER BY s."seat")
    FROM "ArchivedSeat" s JOIN "Player" p ON p."id" = s."playerId" WHERE s."matchId" = a."matchId") AS seats
  FROM "ArchivedMatch" a WHERE a."matchId" = ANY($1) ORDER BY a."endedAt" DESC, a."matchId" DESC`;

async function page(pool: Pool, idsSql: string, countSql: string, params: unknown[]): Promise<unknown> {
  const ids = (await pool.query<{ id: string }>(idsSql, params)).rows.map((r) => r.id);
  const [items, total] = await Promise.all([pool.query(PAGE, [ids]), pool.query(countSql, params)]);
  return { items: items.rows, total: total.rows[0] };
}

export const RAW: Readonly<Record<'byPlayer' | 'byOpponent' | 'byGameAndDates', RawQuery>> = {
  byPlayer: (pool, [, playerId]) =>
    page(
      pool,
      `SELECT s."matchId" AS id FROM "ArchivedSeat" s WHERE s."playerId" = $1 AND s."visibility" = 'open'
       ORDER BY s."endedAt" DESC, s."matchId" DESC LIMIT 21`,
      `SELECT count(*) FROM "ArchivedSeat" s WHERE s."playerId" = $1 AND s."visibility" = 'open'`,
      [playerId],
    ),
  byOpponent: (pool, [, playerId, , opponentId]) =>
    page(
      pool,
      `SELECT s."matchId" AS id FROM "ArchivedSeat" s
       JOIN "ArchivedSeat" o ON o."matchId" = s."matchId" AND o."playerId" = $2 AND o."side" <> s."side"
       WHERE s."playerId" = $1 AND s."visibility" = 'open' ORDER BY s."endedAt" DESC, s."matchId" DESC LIMIT 21`,
      `SELECT count(*) FROM "ArchivedSeat" s
       JOIN "ArchivedSeat" o ON o."matchId" = s."matchId" AND o."playerId" = $2 AND o."side" <> s."side"
       WHERE s."playerId" = $1 AND s."visibility" = 'open'`,
      [playerId, opponentId],
    ),
  byGameAndDates: (pool, [gameId, after, before]) =>
    page(
      pool,
      `SELECT a."matchId" AS id FROM "ArchivedMatch" a WHERE a."gameId" = $1 AND a."endedAt" >= $2
       AND a."endedAt" < $3 AND a."visibility" = 'open' ORDER BY a."endedAt" DESC, a."matchId" DESC LIMIT 21`,
      `SELECT count(*) FROM "ArchivedMatch" a WHERE a."gameId" = $1 AND a."endedAt" >= $2 AND a."endedAt" < $3
       AND a."visibility" = 'open'`,
      [gameId, after, before],
    ),
};
