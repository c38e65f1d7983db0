import { ArchiveEntry } from '../domain/match-state';

/** An archive entry as the statements below read it: one JSON object, times in ISO 8601. */
export function archiveJson(entry: ArchiveEntry): object {
  const { createdAtMs, endedAtMs, ...rest } = entry;
  return { ...rest, createdAt: new Date(createdAtMs).toISOString(), endedAt: new Date(endedAtMs).toISOString() };
}

/**
 * The one way archive entries are written: common table expressions that
 * insert the entries `source` holds (a relation with a jsonb column `x`, one
 * archiveJson each) into ArchivedMatch and their seats into ArchivedSeat. An
 * entry already written is left as it is (so writing is idempotent), and so
 * are its seats. The append statement includes them, so the summary commits
 * with the event that finishes the match; WRITE_ARCHIVE runs them alone.
 */
export function archiveWrites(source: string): string {
  return `archived AS (
    INSERT INTO "ArchivedMatch" ("matchId", "gameId", "options", "seatCount", "daysPerMove", "visibility", "createdAt", "endedAt", "result", "view", "rated")
    SELECT (s.x->>'matchId')::uuid, s.x->>'gameId', s.x->'options', (s.x->>'seatCount')::int, (s.x->>'daysPerMove')::int,
           s.x->>'visibility', (s.x->>'createdAt')::timestamptz, (s.x->>'endedAt')::timestamptz, s.x->'result', s.x->'view',
           (s.x->>'rated')::boolean
    FROM ${source} s
    ON CONFLICT ("matchId") DO NOTHING
    RETURNING "matchId"
  ), archived_seats AS (
    INSERT INTO "ArchivedSeat" ("matchId", "seat", "playerId", "side", "outcome", "rank", "score", "replacedBy", "gameId", "visibility", "endedAt")
    SELECT ar."matchId", (st->>'seat')::int, (st->>'playerId')::uuid, (st->>'side')::int, st->>'outcome', (st->>'rank')::int,
           (st->>'score')::int, (st->>'replacedBy')::uuid, s.x->>'gameId', s.x->>'visibility', (s.x->>'endedAt')::timestamptz
    FROM ${source} s JOIN archived ar ON ar."matchId" = (s.x->>'matchId')::uuid, jsonb_array_elements(s.x->'seats') AS st
  )`;
}

/** Writes the entries of $1 (a JSON array of archiveJson), leaving those already written: the ids it wrote. */
export const WRITE_ARCHIVE = `
  WITH entries AS (SELECT e AS x FROM jsonb_array_elements($1::jsonb) AS e), ${archiveWrites('entries')}
  SELECT "matchId" FROM archived`;

/** Whatever runs a statement: the pool, Prisma, or a Prisma transaction (`$queryRawUnsafe`). */
export interface SqlRunner {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/**
 * Writes archive entries through `db`, inside the caller's transaction when
 * `db` is one (an import writes its match and its entry together). Entries
 * already written are left alone. The ids of the entries it wrote.
 */
export async function writeArchiveEntries(db: SqlRunner, entries: readonly ArchiveEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await db.$queryRawUnsafe<{ matchId: string }[]>(WRITE_ARCHIVE, JSON.stringify(entries.map(archiveJson)));
  return rows.map((r) => r.matchId);
}
