import { Inject, Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { DatabaseConnection, DatabaseTarget, inPoolTransaction } from '../database';
import { AppliedMatch, PendingMatch, RatableSeat, poolOf, ratingKey } from './model/rated-match';
import { PoolRating, shownRating } from './model/rating-model';
import {
  ApplyBatch,
  HistoryEntry,
  LeaderKey,
  RatingsRepository,
  RebuildOutcome,
  StoredRating,
} from './ratings.repository';

/** The advisory lock appliers and rebuilds take turns on (an arbitrary constant, Parlour's own). */
const RATINGS_LOCK = 7_340_021;

interface MatchRow {
  matchId: string;
  gameId: string;
  endedAt: Date;
  seats: RatableSeat[];
}

interface RatingRow {
  playerId: string;
  pool: string;
  mu: number;
  sigma: number;
  games: number;
  lastPlayedAt: Date;
}

/** A match's seats as rating reads them, each with whether its player is a bot account, in seat order. */
const SEATS_OF = `(
  SELECT json_agg(json_build_object('playerId', s."playerId", 'side', s."side", 'rank', s."rank", 'bot', coalesce(p."bot", false))
                  ORDER BY s."seat")
  FROM "ArchivedSeat" s LEFT JOIN "Player" p ON p."id" = s."playerId" WHERE s."matchId" = m."matchId")`;

/** The rated matches not yet applied, oldest first (the partial index ArchivedMatch_rating_pending_idx). */
const PENDING = `
  SELECT m."matchId", m."gameId", m."endedAt", ${SEATS_OF} AS "seats"
  FROM "ArchivedMatch" m WHERE m."rated" AND m."ratingSeq" IS NULL
  ORDER BY m."endedAt", m."matchId" LIMIT $1`;

/** The applied matches after seq $1, in the order they were applied. */
const APPLIED = `
  SELECT m."matchId", m."gameId", m."endedAt", ${SEATS_OF} AS "seats"
  FROM "ArchivedMatch" m WHERE m."ratingSeq" > $1
  ORDER BY m."ratingSeq" LIMIT $2`;

const RATING_COLUMNS = `"playerId", "pool", "mu", "sigma", "games", "lastPlayedAt"`;

const RATINGS_OF = `
  SELECT ${RATING_COLUMNS} FROM "Rating"
  WHERE ("pool", "playerId") IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`;

const MARK_APPLIED = `
  UPDATE "ArchivedMatch" m SET "ratingSeq" = a."seq", "ratingLow" = a."low", "ratingHigh" = a."high"
  FROM jsonb_to_recordset($1::jsonb) AS a("matchId" uuid, "seq" int, "low" int, "high" int)
  WHERE m."matchId" = a."matchId"`;

const SEAT_RATINGS = `
  UPDATE "ArchivedSeat" s SET "ratingBefore" = c."before", "ratingAfter" = c."after"
  FROM jsonb_to_recordset($1::jsonb) AS c("matchId" uuid, "playerId" uuid, "before" int, "after" int)
  WHERE s."matchId" = c."matchId" AND s."playerId" = c."playerId"`;

const INSERT_CHANGES = `
  INSERT INTO "RatingChange" ("seq", "playerId", "matchId", "pool", "muBefore", "sigmaBefore", "mu", "sigma", "games",
                              "shownBefore", "shownAfter", "endedAt")
  SELECT c."seq", c."playerId", c."matchId", c."pool", c."muBefore", c."sigmaBefore", c."mu", c."sigma", c."games",
         c."shownBefore", c."shownAfter", c."endedAt"
  FROM jsonb_to_recordset($1::jsonb) AS c("seq" int, "playerId" uuid, "matchId" uuid, "pool" text, "muBefore" float8,
       "sigmaBefore" float8, "mu" float8, "sigma" float8, "games" int, "shownBefore" int, "shownAfter" int, "endedAt" timestamptz)`;

const UPSERT_RATINGS = `
  INSERT INTO "Rating" ("playerId", "pool", "mu", "sigma", "games", "lastPlayedAt", "shown")
  SELECT r."playerId", r."pool", r."mu", r."sigma", r."games", r."lastPlayedAt", r."shown"
  FROM jsonb_to_recordset($1::jsonb) AS r("playerId" uuid, "pool" text, "mu" float8, "sigma" float8, "games" int,
       "lastPlayedAt" timestamptz, "shown" int)
  ON CONFLICT ("playerId", "pool") DO UPDATE SET "mu" = excluded."mu", "sigma" = excluded."sigma",
    "games" = excluded."games", "lastPlayedAt" = excluded."lastPlayedAt", "shown" = excluded."shown"`;

const STORED_COLUMNS = `r."playerId", r."pool", r."mu", r."sigma", r."games", r."lastPlayedAt", r."shown", p."handle", p."displayName", p."bot"`;

type StoredRow = RatingRow & { shown: number; handle: string; displayName: string; bot: boolean };

function toPending(row: MatchRow): PendingMatch {
  return { matchId: row.matchId, gameId: row.gameId, endedAtMs: row.endedAt.getTime(), seats: row.seats };
}

function toRating(row: RatingRow): PoolRating {
  return { skill: { mu: row.mu, sigma: row.sigma }, games: row.games, lastPlayedMs: row.lastPlayedAt.getTime() };
}

function toStored(row: StoredRow): StoredRating {
  return {
    playerId: row.playerId,
    handle: row.handle,
    displayName: row.displayName,
    bot: row.bot,
    pool: row.pool,
    rating: toRating(row),
    shown: row.shown,
  };
}

/** The same rating to the last bit. */
function sameRating(a: PoolRating | undefined, b: PoolRating | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    Object.is(a.skill.mu, b.skill.mu) &&
    Object.is(a.skill.sigma, b.skill.sigma) &&
    a.games === b.games &&
    a.lastPlayedMs === b.lastPlayedMs
  );
}

/**
 * Raw SQL on the pool under Prisma: an application is a few statements of many rows each (jsonb recordsets) in
 * one transaction, like the notices' hand-over.
 */
@Injectable()
export class PrismaRatingsRepository extends RatingsRepository {
  constructor(@Inject(DatabaseConnection) private readonly db: DatabaseTarget) {
    super();
  }

  applyPending(limit: number, apply: ApplyBatch): Promise<number> {
    return inPoolTransaction(this.db.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [RATINGS_LOCK]);
      const { rows } = await client.query<MatchRow>(PENDING, [limit]);
      if (rows.length === 0) return 0;
      const matches = rows.map(toPending);
      const ratings = await this.ratingsOf(client, matches);
      const last = await client.query<{ seq: number }>(
        `SELECT coalesce(max("ratingSeq"), 0)::int AS "seq" FROM "ArchivedMatch"`,
      );
      const applied = apply(matches, ratings, last.rows[0].seq + 1);
      await this.write(client, applied);
      const touched = new Set(applied.flatMap((a) => a.changes.map((c) => ratingKey(a.pool, c.playerId))));
      await this.storeAll(client, new Map([...touched].map((key) => [key, ratings.get(key) as PoolRating])));
      return applied.length;
    });
  }

  rebuild(apply: ApplyBatch, batch: number): Promise<RebuildOutcome> {
    return inPoolTransaction(this.db.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [RATINGS_LOCK]);
      const before = new Map(
        (await client.query<RatingRow>(`SELECT ${RATING_COLUMNS} FROM "Rating"`)).rows.map((r) => [
          ratingKey(r.pool, r.playerId),
          toRating(r),
        ]),
      );
      await client.query('DELETE FROM "RatingChange"');
      await client.query('DELETE FROM "Rating"');
      const ratings = new Map<string, PoolRating>();
      let seq = 0;
      for (;;) {
        const { rows } = await client.query<MatchRow>(APPLIED, [seq, batch]);
        if (rows.length === 0) break;
        const applied = apply(rows.map(toPending), ratings, seq + 1);
        await this.write(client, applied);
        seq += applied.length;
      }
      await this.storeAll(client, ratings);
      const keys = new Set([...before.keys(), ...ratings.keys()]);
      const differing = [...keys].filter((key) => !sameRating(before.get(key), ratings.get(key))).length;
      return { matches: seq, ratings: ratings.size, differing };
    });
  }

  async ofPlayer(playerId: string): Promise<StoredRating[]> {
    const { rows } = await this.db.pool.query<StoredRow>(
      `SELECT ${STORED_COLUMNS} FROM "Rating" r JOIN "Player" p ON p."id" = r."playerId"
       WHERE r."playerId" = $1::uuid ORDER BY r."pool"`,
      [playerId],
    );
    return rows.map(toStored);
  }

  async history(playerId: string, pool: string, beforeSeq: number | null, limit: number): Promise<HistoryEntry[]> {
    const { rows } = await this.db.pool.query<Omit<HistoryEntry, 'endedAtMs'> & { endedAt: Date }>(
      `SELECT "seq", "matchId", "pool", "shownBefore", "shownAfter", "games", "endedAt" FROM "RatingChange"
       WHERE "playerId" = $1::uuid AND "pool" = $2 AND ($3::int IS NULL OR "seq" < $3)
       ORDER BY "seq" DESC LIMIT $4`,
      [playerId, pool, beforeSeq, limit],
    );
    return rows.map(({ endedAt, ...row }) => ({ ...row, endedAtMs: endedAt.getTime() }));
  }

  async leaders(
    pool: string,
    minGames: number,
    activeSince: Date,
    after: LeaderKey | null,
    limit: number,
  ): Promise<StoredRating[]> {
    const { rows } = await this.db.pool.query<StoredRow>(
      `SELECT ${STORED_COLUMNS} FROM "Rating" r JOIN "Player" p ON p."id" = r."playerId"
       WHERE r."pool" = $1 AND r."games" >= $2 AND r."lastPlayedAt" >= $3
         AND ($4::int IS NULL OR ($4::int, p."handleKey") > (r."shown", $5::text))
       ORDER BY r."shown" DESC, p."handleKey" LIMIT $6`,
      [pool, minGames, activeSince, after?.shown ?? null, after?.handleKey ?? null, limit],
    );
    return rows.map(toStored);
  }

  /** The stored ratings of every player the matches seat, in their pools. */
  private async ratingsOf(client: PoolClient, matches: readonly PendingMatch[]): Promise<Map<string, PoolRating>> {
    const pairs = matches.flatMap((m) =>
      m.seats.flatMap((s) => (s.playerId === null ? [] : [[poolOf(m), s.playerId]])),
    );
    const { rows } = await client.query<RatingRow>(RATINGS_OF, [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
    return new Map(rows.map((r) => [ratingKey(r.pool, r.playerId), toRating(r)]));
  }

  /** Marks the matches applied, with their seats' shown ratings, and records every change. */
  private async write(client: PoolClient, applied: readonly AppliedMatch[]): Promise<void> {
    const marks = applied.map((a) => {
      const shown = a.changes.map((c) => c.shownBefore);
      return {
        matchId: a.matchId,
        seq: a.seq,
        low: shown.length === 0 ? null : Math.min(...shown),
        high: shown.length === 0 ? null : Math.max(...shown),
      };
    });
    const changes = applied.flatMap((a) =>
      a.changes.map((c) => ({
        seq: a.seq,
        playerId: c.playerId,
        matchId: a.matchId,
        pool: a.pool,
        muBefore: c.before?.skill.mu ?? null,
        sigmaBefore: c.before?.skill.sigma ?? null,
        mu: c.after.skill.mu,
        sigma: c.after.skill.sigma,
        games: c.after.games,
        shownBefore: c.shownBefore,
        shownAfter: c.shownAfter,
        endedAt: new Date(a.endedAtMs).toISOString(),
      })),
    );
    await client.query(MARK_APPLIED, [JSON.stringify(marks)]);
    const seats = changes.map((c) => ({
      matchId: c.matchId,
      playerId: c.playerId,
      before: c.shownBefore,
      after: c.shownAfter,
    }));
    if (seats.length === 0) return;
    await client.query(SEAT_RATINGS, [JSON.stringify(seats)]);
    await client.query(INSERT_CHANGES, [JSON.stringify(changes)]);
  }

  private async storeAll(client: PoolClient, ratings: ReadonlyMap<string, PoolRating>): Promise<void> {
    const rows = [...ratings].map(([key, r]) => {
      const [pool, playerId] = key.split('|');
      return {
        playerId,
        pool,
        mu: r.skill.mu,
        sigma: r.skill.sigma,
        games: r.games,
        lastPlayedAt: new Date(r.lastPlayedMs).toISOString(),
        shown: shownRating(r.skill),
      };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await client.query(UPSERT_RATINGS, [JSON.stringify(rows.slice(i, i + 1000))]);
  }
}
