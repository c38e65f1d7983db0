import { Inject, Injectable } from '@nestjs/common';
import { DatabaseConnection, DatabaseTarget, SqlExecutor, executorOf, inPoolTransaction } from '../database';
import { NoticeReason } from '../matches';
import { Notice, RenderedNotice } from './notice';
import { HandedOver, NewDelivery, NoticesRepository, Subscriber } from './notices.repository';

interface NoticeRow {
  id: string;
  playerId: string;
  matchId: string;
  seq: number;
  reason: string;
  causedBy: string | null;
  createdAt: Date;
}

const toNotice = (row: NoticeRow): Notice => ({ ...row, reason: row.reason as NoticeReason });

const NOTICE_COLUMNS = `"id", "playerId", "matchId", "seq", "reason", "causedBy", "createdAt"`;

const UNHANDED = `SELECT ${NOTICE_COLUMNS} FROM "Notice" WHERE "handedAt" IS NULL ORDER BY "createdAt", "id" LIMIT $1`;

/** Locks the notices of $1 still unhanded that no other transaction holds. */
const TAKE = `SELECT "id" FROM "Notice" WHERE "id" = ANY($1::uuid[]) AND "handedAt" IS NULL FOR UPDATE SKIP LOCKED`;

const MARK_HANDED = `
  UPDATE "Notice" n SET "handedAt" = $2, "body" = b."body"
  FROM jsonb_to_recordset($1::jsonb) AS b("id" uuid, "body" jsonb) WHERE n."id" = b."id"`;

/**
 * The deliveries to endpoints still enabled, each endpoint's row held (FOR
 * SHARE) until the hand-over commits: an endpoint disabled meanwhile either
 * was disabled first (no delivery) or waits, and then fails the delivery
 * with the others pending.
 */
const INSERT_DELIVERIES = `
  INSERT INTO "WebhookDelivery" ("id", "endpointId", "noticeId", "messageId", "type", "status", "nextAttemptAt", "createdAt")
  SELECT d."id", d."endpointId", d."noticeId", 'notice_' || d."noticeId", d."type", 'pending', $2, $2
  FROM jsonb_to_recordset($1::jsonb) AS d("id" uuid, "endpointId" uuid, "noticeId" uuid, "type" text)
  JOIN (SELECT "id" FROM "WebhookEndpoint" WHERE "id" = ANY($3::uuid[]) AND "disabledAt" IS NULL FOR SHARE) e
    ON e."id" = d."endpointId"
  RETURNING "id"`;

/** Half the time for limits under two days, else a day, before the deadline. */
const REMIND_AT = `m."deadline" - CASE WHEN m."daysPerMove" >= 2 THEN interval '1 day' ELSE m."daysPerMove" * interval '12 hours' END`;

const CLOCK_NOTICES = `
  INSERT INTO "Notice" ("id", "playerId", "matchId", "seq", "reason", "causedBy", "createdAt")
  SELECT gen_random_uuid(), due."playerId", due."matchId", due."seq", due."reason", NULL, $1 FROM (
    SELECT p.id::uuid AS "playerId", m."id" AS "matchId", m."seq", 'DEADLINE_SOON' AS "reason"
    FROM "Match" m, unnest(m."awaiting") AS p(id)
    WHERE m."deadline" > $1 AND m."deadline" <= $1::timestamptz + interval '1 day' AND m."status" = 'active'
      AND ${REMIND_AT} <= $1
    UNION ALL
    SELECT p.id::uuid, m."id", m."seq", 'CLAIMABLE'
    FROM "Match" m, unnest(m."seating") AS p(id)
    WHERE m."deadline" <= $1 AND m."deadline" > $1::timestamptz - interval '1 day' AND m."status" = 'active'
      AND NOT (p.id = ANY(m."awaiting"))
  ) due
  ON CONFLICT ("matchId", "seq", "playerId", "reason") DO NOTHING
  RETURNING ${NOTICE_COLUMNS}`;

/**
 * Raw SQL on the pool under Prisma, as on the move path: the outbox is read
 * every second and on every batch, and its hand-over is a transaction that
 * also adds the queue's jobs, through pg-boss, on the same connection.
 */
@Injectable()
export class PrismaNoticesRepository extends NoticesRepository {
  constructor(@Inject(DatabaseConnection) private readonly db: DatabaseTarget) {
    super();
  }

  async rendered(id: string): Promise<RenderedNotice | null> {
    const { rows } = await this.db.pool.query<NoticeRow & { body: RenderedNotice['body'] | null }>(
      `SELECT ${NOTICE_COLUMNS}, "body" FROM "Notice" WHERE "id" = $1 AND "body" IS NOT NULL`,
      [id],
    );
    return rows.length === 0 ? null : { ...toNotice(rows[0]), body: rows[0].body as RenderedNotice['body'] };
  }

  async unhanded(limit: number): Promise<Notice[]> {
    const { rows } = await this.db.pool.query<NoticeRow>(UNHANDED, [limit]);
    return rows.map(toNotice);
  }

  async builtInBots(playerIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (playerIds.length === 0) return new Set();
    const { rows } = await this.db.pool.query<{ id: string }>(
      `SELECT "id" FROM "Player" WHERE "id" = ANY($1::uuid[]) AND "botKind" IS NOT NULL`,
      [playerIds],
    );
    return new Set(rows.map((r) => r.id));
  }

  async subscribers(playerIds: readonly string[]): Promise<Subscriber[]> {
    if (playerIds.length === 0) return [];
    const { rows } = await this.db.pool.query<{ id: string; playerId: string; events: string[] }>(
      `SELECT "id", "playerId", "events" FROM "WebhookEndpoint" WHERE "playerId" = ANY($1::uuid[]) AND "disabledAt" IS NULL`,
      [playerIds],
    );
    return rows.map((r) => ({ endpointId: r.id, playerId: r.playerId, events: r.events }));
  }

  async handOver(
    notices: readonly (Notice & { readonly body: RenderedNotice['body'] | null })[],
    deliveries: readonly NewDelivery[],
    enqueue: (handed: HandedOver, db: SqlExecutor) => Promise<void>,
    at: Date,
  ): Promise<HandedOver> {
    return inPoolTransaction(this.db.pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(TAKE, [notices.map((n) => n.id)]);
      const taken = new Set(rows.map((r) => r.id));
      const written = new Set<string>();
      if (taken.size === 0) return { taken, written };
      const bodies = notices.filter((n) => taken.has(n.id)).map((n) => ({ id: n.id, body: n.body }));
      await client.query(MARK_HANDED, [JSON.stringify(bodies), at]);
      const mine = deliveries.filter((d) => taken.has(d.noticeId));
      if (mine.length > 0) {
        const endpoints = [...new Set(mine.map((d) => d.endpointId))];
        const inserted = await client.query<{ id: string }>(INSERT_DELIVERIES, [JSON.stringify(mine), at, endpoints]);
        for (const r of inserted.rows) written.add(r.id);
      }
      const handed = { taken, written };
      await enqueue(handed, executorOf(client));
      return handed;
    });
  }

  async prune(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.db.pool.query(
      `DELETE FROM "Notice" WHERE "id" IN (
         SELECT "id" FROM "Notice" WHERE "handedAt" < $1 ORDER BY "handedAt" LIMIT $2)`,
      [before, limit],
    );
    return rowCount ?? 0;
  }

  async writeClockNotices(now: Date): Promise<Notice[]> {
    const { rows } = await this.db.pool.query<NoticeRow>(CLOCK_NOTICES, [now]);
    return rows.map(toNotice);
  }
}
