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

class Stale extends Error {}

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

  async append(a: Append): Promise<AppendOutcome> {
    const seq = a.expectedSeq + a.events.length;
    try {
      await this.prisma.$transaction(async (tx) => {
        // The row update takes the match's row lock; a writer that saw an older seq updates nothing.
        const moved = await tx.match.updateMany({
          where: { id: a.matchId, seq: a.expectedSeq },
          data: { seq, ...a.summary, seating: [...a.summary.seating], awaiting: [...a.summary.awaiting], updatedAt: a.at },
        });
        if (moved.count === 0) throw new Stale();
        // The (matchId, seq) primary key is the final word on who extended the log.
        await tx.matchEvent.createMany({
          data: a.events.map((event, i) => ({
            matchId: a.matchId,
            seq: a.expectedSeq + i,
            batch: a.expectedSeq,
            ...toRow(event),
            playerId: a.playerId,
            idempotencyKey: i === 0 ? a.idempotencyKey : null,
            createdAt: a.at,
          })),
        });
        if (a.joined.length > 0) await tx.matchPlayer.createMany({ data: a.joined.map((playerId) => ({ matchId: a.matchId, playerId })) });
        if (a.left.length > 0) await tx.matchPlayer.deleteMany({ where: { matchId: a.matchId, playerId: { in: [...a.left] } } });
      });
      return 'APPENDED';
    } catch (error) {
      if (error instanceof Stale) return 'STALE';
      const index = uniqueViolation(error);
      if (index === null) throw error;
      return index === IDEMPOTENCY_INDEX ? 'DUPLICATE_KEY' : 'STALE';
    }
  }

  async listForPlayer(playerId: string, statuses: readonly MatchStatus[], cursor: string | null, limit: number): Promise<Page<MatchRecord>> {
    const where: Prisma.MatchWhereInput = { players: { some: { playerId } }, ...(statuses.length > 0 ? { status: { in: [...statuses] } } : {}) };
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
