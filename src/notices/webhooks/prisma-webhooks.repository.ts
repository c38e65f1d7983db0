import { Inject, Injectable } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import {
  DatabaseConnection,
  DatabaseTarget,
  PrismaService,
  QueueName,
  SqlExecutor,
  completeJobsSql,
  executorOf,
  inPoolTransaction,
} from '../../database';
import { Page } from '../../matches';
import {
  AttemptRecord,
  DeliveryStatus,
  DeliveryToAttempt,
  EndpointChange,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksRepository,
} from './webhooks.repository';

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: { notice: { select: { matchId: true; seq: true } } } }>;

const WITH_NOTICE = { notice: { select: { matchId: true, seq: true } } } as const;

function toDelivery({ notice, ...row }: DeliveryRow): WebhookDelivery {
  return { ...row, status: row.status as DeliveryStatus, matchId: notice?.matchId ?? null, seq: notice?.seq ?? null };
}

/** A pending delivery with its endpoint and its notice's body: one attempt's reading, on every delivery. */
const TO_ATTEMPT = `
  SELECT d.*, e."playerId", e."url", e."description", e."events", e."secret", e."previousSecret", e."previousExpiresAt",
         e."createdAt" AS "endpointCreatedAt", e."disabledAt", e."disabledReason",
         n."matchId", n."seq", n."body", n."createdAt" AS "noticeCreatedAt"
  FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e."id" = d."endpointId" LEFT JOIN "Notice" n ON n."id" = d."noticeId"
  WHERE d."id" = ANY($1::uuid[]) AND d."status" = 'pending'`;

type AttemptRow = Omit<WebhookDelivery, 'matchId' | 'seq'> &
  Omit<WebhookEndpoint, 'id' | 'createdAt'> & {
    endpointCreatedAt: Date;
    matchId: string | null;
    seq: number | null;
    body: unknown;
    noticeCreatedAt: Date | null;
  };

/** The attempts ($1), and their jobs ($2, $3) completed by the same statement. */
const RECORD_ATTEMPTS = `
  WITH done AS (${completeJobsSql('$2', '$3')})
  UPDATE "WebhookDelivery" d SET "attempts" = d."attempts" + 1, "status" = a."status", "lastStatus" = a."lastStatus",
    "lastLatencyMs" = a."lastLatencyMs", "lastError" = a."lastError", "lastAttemptAt" = a."at", "nextAttemptAt" = a."nextAttemptAt",
    "deliveredAt" = CASE WHEN a."delivered" THEN a."at" END
  FROM jsonb_to_recordset($1::jsonb) AS a("id" uuid, "status" text, "lastStatus" int, "lastLatencyMs" int, "lastError" text,
    "at" timestamptz, "nextAttemptAt" timestamptz, "delivered" boolean)
  WHERE d."id" = a."id" AND d."status" = 'pending'`;

/** The endpoint enabled again, with the moment it had been disabled (locked, so two enables cannot both catch up). */
const ENABLE = `
  WITH was AS (SELECT "id", "disabledAt" FROM "WebhookEndpoint" WHERE "id" = $1 AND "playerId" = $2 AND "disabledAt" IS NOT NULL FOR UPDATE)
  UPDATE "WebhookEndpoint" e SET "disabledAt" = NULL, "disabledReason" = NULL FROM was WHERE e."id" = was."id"
  RETURNING e.*, was."disabledAt" AS "wasDisabledAt"`;

/** A delivery of every notice handed over to the endpoint's player while it was disabled, for a reason it takes. */
const CATCH_UP = `
  INSERT INTO "WebhookDelivery" ("id", "endpointId", "noticeId", "messageId", "type", "status", "nextAttemptAt", "createdAt")
  SELECT gen_random_uuid(), $1, n."id", 'notice_' || n."id", n."reason", 'pending', $4, $4
  FROM "Notice" n
  WHERE n."playerId" = $2 AND n."handedAt" >= $3 AND n."body" IS NOT NULL AND n."reason" = ANY($5::text[])
    AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."endpointId" = $1 AND d."noticeId" = n."id")
  ORDER BY n."createdAt", n."id"
  RETURNING "id"`;

function toAttempt(r: AttemptRow): DeliveryToAttempt {
  return {
    delivery: {
      id: r.id,
      endpointId: r.endpointId,
      noticeId: r.noticeId,
      messageId: r.messageId,
      type: r.type,
      status: r.status as DeliveryStatus,
      attempts: r.attempts,
      lastStatus: r.lastStatus,
      lastLatencyMs: r.lastLatencyMs,
      lastError: r.lastError,
      lastAttemptAt: r.lastAttemptAt,
      nextAttemptAt: r.nextAttemptAt,
      createdAt: r.createdAt,
      deliveredAt: r.deliveredAt,
      matchId: r.matchId,
      seq: r.seq,
    },
    endpoint: {
      id: r.endpointId,
      playerId: r.playerId,
      url: r.url,
      description: r.description,
      events: r.events,
      secret: r.secret,
      previousSecret: r.previousSecret,
      previousExpiresAt: r.previousExpiresAt,
      createdAt: r.endpointCreatedAt,
      disabledAt: r.disabledAt,
      disabledReason: r.disabledReason,
    },
    notice: r.noticeId === null ? null : { body: r.body, createdAt: r.noticeCreatedAt as Date },
  };
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

@Injectable()
export class PrismaWebhooksRepository extends WebhooksRepository {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(DatabaseConnection) private readonly db: DatabaseTarget,
  ) {
    super();
  }

  async create(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    return this.prisma.webhookEndpoint.create({ data: { ...endpoint, events: [...endpoint.events] } });
  }

  countOf(playerId: string): Promise<number> {
    return this.prisma.webhookEndpoint.count({ where: { playerId } });
  }

  find(playerId: string, id: string): Promise<WebhookEndpoint | null> {
    return this.prisma.webhookEndpoint.findFirst({ where: { id, playerId } });
  }

  async list(playerId: string, cursor: string | null, limit: number): Promise<Page<WebhookEndpoint>> {
    const rows = await this.prisma.webhookEndpoint.findMany({
      where: { playerId },
      orderBy: NEWEST_FIRST,
      take: limit + 1,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    const items = rows.slice(0, limit);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  async update(playerId: string, id: string, change: EndpointChange): Promise<WebhookEndpoint | null> {
    const { events, ...rest } = change;
    const { count } = await this.prisma.webhookEndpoint.updateMany({
      where: { id, playerId },
      data: {
        ...rest,
        ...(events ? { events: [...events] } : {}),
      },
    });
    return count === 0 ? null : this.find(playerId, id);
  }

  async rotate(playerId: string, id: string, secret: string, previousExpiresAt: Date): Promise<WebhookEndpoint | null> {
    // One statement, so two rotations at once cannot both keep the same previous secret.
    const rows = await this.prisma.$queryRaw<WebhookEndpoint[]>`
      UPDATE "WebhookEndpoint" SET "previousSecret" = "secret", "secret" = ${secret}, "previousExpiresAt" = ${previousExpiresAt}
      WHERE "id" = ${id}::uuid AND "playerId" = ${playerId}::uuid RETURNING *`;
    return rows[0] ?? null;
  }

  async remove(playerId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.webhookEndpoint.deleteMany({ where: { id, playerId } });
    return count > 0;
  }

  async deliveries(endpointId: string, cursor: string | null, limit: number): Promise<Page<WebhookDelivery>> {
    const rows = await this.prisma.webhookDelivery.findMany({
      where: { endpointId },
      include: WITH_NOTICE,
      orderBy: NEWEST_FIRST,
      take: limit + 1,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    const items = rows.slice(0, limit).map(toDelivery);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }

  async delivery(endpointId: string, id: string): Promise<WebhookDelivery | null> {
    const row = await this.prisma.webhookDelivery.findFirst({ where: { id, endpointId }, include: WITH_NOTICE });
    return row && toDelivery(row);
  }

  async addDelivery(
    d: Pick<WebhookDelivery, 'id' | 'endpointId' | 'noticeId' | 'messageId' | 'type' | 'createdAt'>,
    enqueue: (db: SqlExecutor) => Promise<void>,
  ): Promise<WebhookDelivery> {
    await inPoolTransaction(this.db.pool, async (client) => {
      await client.query(
        `INSERT INTO "WebhookDelivery" ("id", "endpointId", "noticeId", "messageId", "type", "status", "nextAttemptAt", "createdAt")
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
        [d.id, d.endpointId, d.noticeId, d.messageId, d.type, d.createdAt],
      );
      await enqueue(executorOf(client));
    });
    return (await this.delivery(d.endpointId, d.id)) as WebhookDelivery;
  }

  async toAttempt(deliveryIds: readonly string[]): Promise<ReadonlyMap<string, DeliveryToAttempt>> {
    if (deliveryIds.length === 0) return new Map();
    const { rows } = await this.db.pool.query<AttemptRow>(TO_ATTEMPT, [deliveryIds]);
    return new Map(rows.map((r) => [r.id, toAttempt(r)]));
  }

  async recordAttempts(
    attempts: readonly AttemptRecord[],
    jobs: { readonly queue: QueueName; readonly ids: readonly string[] },
    enqueue: ((db: SqlExecutor) => Promise<void>) | null,
  ): Promise<void> {
    const rows = attempts.map((a) => ({
      id: a.deliveryId,
      status: (a.delivered ? 'delivered' : a.nextAttemptAt ? 'pending' : 'failed') satisfies DeliveryStatus,
      lastStatus: a.status,
      lastLatencyMs: a.latencyMs,
      lastError: a.error,
      at: a.at,
      nextAttemptAt: a.nextAttemptAt,
      delivered: a.delivered,
    }));
    const values = [JSON.stringify(rows), jobs.queue, jobs.ids];
    // Without next attempts to add, one statement is the whole transaction.
    if (!enqueue) {
      await this.db.pool.query(RECORD_ATTEMPTS, values);
      return;
    }
    await inPoolTransaction(this.db.pool, async (client) => {
      await client.query(RECORD_ATTEMPTS, values);
      await enqueue(executorOf(client));
    });
  }

  async deliveredSince(endpointId: string, since: Date): Promise<boolean> {
    return (
      (await this.prisma.webhookDelivery.count({
        where: { endpointId, status: 'delivered', deliveredAt: { gte: since } },
      })) > 0
    );
  }

  async disable(endpointId: string, at: Date, reason: string): Promise<boolean> {
    const [disabled] = await this.prisma.$transaction([
      this.prisma.webhookEndpoint.updateMany({
        where: { id: endpointId, disabledAt: null },
        data: { disabledAt: at, disabledReason: reason },
      }),
      this.prisma.$executeRaw`
        UPDATE "WebhookDelivery" SET "status" = 'failed', "nextAttemptAt" = NULL, "lastError" = COALESCE("lastError", ${reason})
        WHERE "endpointId" = ${endpointId}::uuid AND "status" = 'pending'`,
    ]);
    return disabled.count > 0;
  }

  async enable(
    playerId: string,
    id: string,
    at: Date,
    enqueue: (deliveryIds: readonly string[], db: SqlExecutor) => Promise<void>,
  ): Promise<{ endpoint: WebhookEndpoint; caughtUp: number } | null> {
    return inPoolTransaction(this.db.pool, async (client) => {
      const enabled = await client.query<WebhookEndpoint & { wasDisabledAt: Date }>(ENABLE, [id, playerId]);
      if (enabled.rows.length === 0) return null;
      const { wasDisabledAt, ...endpoint } = enabled.rows[0];
      const { rows } = await client.query<{ id: string }>(CATCH_UP, [id, playerId, wasDisabledAt, at, endpoint.events]);
      await enqueue(
        rows.map((r) => r.id),
        executorOf(client),
      );
      return { endpoint, caughtUp: rows.length };
    });
  }
}
