import { Inject, Injectable } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import { DatabaseConnection, DatabaseTarget } from '../../database/database-connection';
import { inPoolTransaction } from '../../database/pool-transaction';
import { PrismaService } from '../../database/prisma.service';
import { Page } from '../../matches/persistence/matches.repository';
import { SqlExecutor, executorOf } from '../../queue/job-queue-schema';
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
  WHERE d."id" = $1 AND d."status" = 'pending'`;

type AttemptRow = Omit<WebhookDelivery, 'matchId' | 'seq'> &
  Omit<WebhookEndpoint, 'id' | 'createdAt'> & {
    endpointCreatedAt: Date;
    matchId: string | null;
    seq: number | null;
    body: unknown;
    noticeCreatedAt: Date | null;
  };

const RECORD_ATTEMPT = `
  UPDATE "WebhookDelivery" SET "attempts" = "attempts" + 1, "status" = $2, "lastStatus" = $3::int, "lastLatencyMs" = $4::int,
    "lastError" = $5::text, "lastAttemptAt" = $6::timestamptz, "nextAttemptAt" = $7::timestamptz,
    "deliveredAt" = CASE WHEN $8::boolean THEN $6::timestamptz END
  WHERE "id" = $1 AND "status" = 'pending'`;

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
    const { disabled, events, ...rest } = change;
    const { count } = await this.prisma.webhookEndpoint.updateMany({
      where: { id, playerId },
      data: {
        ...rest,
        ...(events ? { events: [...events] } : {}),
        ...(disabled === undefined
          ? {}
          : { disabledAt: disabled?.at ?? null, disabledReason: disabled?.reason ?? null }),
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

  async toAttempt(deliveryId: string): Promise<DeliveryToAttempt | null> {
    const { rows } = await this.db.pool.query<AttemptRow>(TO_ATTEMPT, [deliveryId]);
    if (rows.length === 0) return null;
    const r = rows[0];
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

  async recordAttempt(
    deliveryId: string,
    a: AttemptRecord,
    enqueue: ((db: SqlExecutor) => Promise<void>) | null,
  ): Promise<void> {
    const status: DeliveryStatus = a.delivered ? 'delivered' : a.nextAttemptAt ? 'pending' : 'failed';
    const values = [deliveryId, status, a.status, a.latencyMs, a.error, a.at, a.nextAttemptAt, a.delivered];
    // Without a next attempt to add, one statement is the whole transaction.
    if (!enqueue) {
      await this.db.pool.query(RECORD_ATTEMPT, values);
      return;
    }
    await inPoolTransaction(this.db.pool, async (client) => {
      await client.query(RECORD_ATTEMPT, values);
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
      this.prisma.webhookDelivery.updateMany({
        where: { endpointId, status: 'pending' },
        data: { status: 'failed', nextAttemptAt: null, lastError: reason },
      }),
    ]);
    return disabled.count > 0;
  }
}
