import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../database/prisma.service';
import { MatchEvent } from './domain/match-event';
import { MatchStatus } from './domain/match-state';
import { MatchRecord, MatchVisibility, NewMatch } from './match-record';
import { Append, AppendOutcome, MatchesRepository, Page } from './matches.repository';
import { StoredEvent } from './stored-event';

type MatchRow = Prisma.MatchGetPayload<object>;
type EventRow = Prisma.MatchEventGetPayload<object>;

function toRecord(row: MatchRow): MatchRecord {
  return {
    ...row,
    options: row.options as Record<string, unknown>,
    visibility: row.visibility as MatchVisibility,
    status: row.status as MatchStatus,
    seed: new Uint8Array(row.seed),
  };
}

/** A log row's columns hold the event: kind, seat, and the rest as payload. */
function toRow(event: MatchEvent): { kind: string; seat: number | null; payload: Prisma.InputJsonObject } {
  const { kind, ...rest } = event;
  return { kind, seat: event.kind === 'move' ? event.seat : null, payload: rest as Prisma.InputJsonObject };
}

function toStored(row: EventRow): StoredEvent {
  const event = { kind: row.kind, ...(row.payload as object) } as MatchEvent;
  return { seq: row.seq, batch: row.batch, event, playerId: row.playerId, createdAt: row.createdAt };
}

/** The unique index that makes an idempotency key name one batch per player and match. */
const IDEMPOTENCY_INDEX = 'MatchEvent_matchId_playerId_idempotencyKey_key';

/**
 * The index a unique violation hit ('' when the driver does not say), or null
 * for any other error. The pg adapter names the index, not its fields.
 */
function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string; constraint?: { index?: string } } } } | undefined)?.driverAdapterError?.cause;
  if (error.code !== 'P2002' && cause?.kind !== 'UniqueConstraintViolation') return null;
  return cause?.constraint?.index ?? '';
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

@Injectable()
export class PrismaMatchesRepository extends MatchesRepository {
  constructor(private readonly prisma: PrismaService) {
    super();
  }

  async create(match: NewMatch): Promise<MatchRecord> {
    const { invited, ...data } = match;
    const row = await this.prisma.match.create({
      data: {
        ...data,
        options: data.options as Prisma.InputJsonObject,
        seed: Buffer.from(data.seed),
        invites: { create: invited.map((playerId) => ({ playerId })) },
      },
    });
    return toRecord(row);
  }

  async find(id: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { id } });
    return row && toRecord(row);
  }

  async findByInviteCode(code: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { inviteCode: code } });
    return row && toRecord(row);
  }

  async isInvited(matchId: string, playerId: string): Promise<boolean> {
    return (await this.prisma.matchInvite.count({ where: { matchId, playerId } })) > 0;
  }

  async events(matchId: string, fromSeq: number): Promise<StoredEvent[]> {
    const rows = await this.prisma.matchEvent.findMany({ where: { matchId, seq: { gte: fromSeq } }, orderBy: { seq: 'asc' } });
    return rows.map(toStored);
  }

  async batchByKey(matchId: string, playerId: string, key: string): Promise<StoredEvent[] | null> {
    const first = await this.prisma.matchEvent.findUnique({
      where: { matchId_playerId_idempotencyKey: { matchId, playerId, idempotencyKey: key } },
    });
    if (!first) return null;
    const rows = await this.prisma.matchEvent.findMany({ where: { matchId, batch: first.seq }, orderBy: { seq: 'asc' } });
    return rows.map(toStored);
  }

  /**
   * One statement, so one round trip and atomic without an explicit
   * transaction: the row update takes the match's row lock and, when the seq
   * is not the expected one (a writer that saw an older log), updates nothing,
   * and then nothing else is written either, since every other part reads
   * `moved`. The (matchId, seq) primary key is the final word on who extended
   * the log.
   */
  async append(a: Append): Promise<AppendOutcome> {
    const events = JSON.stringify(a.events.map(toRow));
    try {
      const [{ moved }] = await this.prisma.$queryRaw<{ moved: number }[]>`
        WITH moved AS (
          UPDATE "Match"
          SET "seq" = ${a.expectedSeq + a.events.length}::int, "status" = ${a.summary.status}, "seating" = ${[...a.summary.seating]}::text[],
              "awaiting" = ${[...a.summary.awaiting]}::text[], "decisionKind" = ${a.summary.decisionKind}::text, "updatedAt" = ${a.at}::timestamptz
          WHERE "id" = ${a.matchId}::uuid AND "seq" = ${a.expectedSeq}::int
          RETURNING "id"
        ), logged AS (
          INSERT INTO "MatchEvent" ("matchId", "seq", "batch", "seat", "kind", "payload", "playerId", "idempotencyKey", "createdAt")
          SELECT moved."id", ${a.expectedSeq}::int + e.i::int - 1, ${a.expectedSeq}::int, (e.ev->>'seat')::int, e.ev->>'kind', e.ev->'payload',
                 ${a.playerId}::uuid, CASE WHEN e.i = 1 THEN ${a.idempotencyKey}::text END, ${a.at}::timestamptz
          FROM moved, jsonb_array_elements(${events}::jsonb) WITH ORDINALITY AS e(ev, i)
        ), joined AS (
          INSERT INTO "MatchPlayer" ("matchId", "playerId")
          SELECT moved."id", p.id FROM moved, unnest(${[...a.joined]}::uuid[]) AS p(id)
        ), departed AS (
          DELETE FROM "MatchPlayer" WHERE "matchId" IN (SELECT "id" FROM moved) AND "playerId" = ANY(${[...a.left]}::uuid[])
        )
        SELECT count(*)::int AS moved FROM moved`;
      return moved === 1 ? 'APPENDED' : 'STALE';
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === null) throw error;
      return index === IDEMPOTENCY_INDEX ? 'DUPLICATE_KEY' : 'STALE';
    }
  }

  async listForPlayer(playerId: string, statuses: readonly MatchStatus[], cursor: string | null, limit: number): Promise<Page<MatchRecord>> {
    const where: Prisma.MatchWhereInput = {
      OR: [{ players: { some: { playerId } } }, { creatorId: playerId }],
      ...(statuses.length > 0 ? { status: { in: [...statuses] } } : {}),
    };
    return this.page(where, cursor, limit);
  }

  async listOpen(gameId: string | null, cursor: string | null, limit: number): Promise<Page<MatchRecord>> {
    return this.page({ visibility: 'open', status: 'open', ...(gameId ? { gameId } : {}) }, cursor, limit);
  }

  private async page(where: Prisma.MatchWhereInput, cursor: string | null, limit: number): Promise<Page<MatchRecord>> {
    const rows = await this.prisma.match.findMany({
      where,
      orderBy: NEWEST_FIRST,
      take: limit + 1,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    const items = rows.slice(0, limit).map(toRecord);
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }
}
