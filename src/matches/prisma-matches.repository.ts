import { Inject, Injectable } from '@nestjs/common';
import { DatabaseError, QueryConfig } from 'pg';
import { Prisma } from '../generated/prisma/client';
import { DatabaseConnection, DatabaseTarget } from '../database/database-connection';
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

/** SQLSTATE unique_violation; pg names the index in `constraint`. */
const UNIQUE_VIOLATION = '23505';

/*
 * HOT PATH: reading a match row (or only its seq) and appending a move run on every move, so
 * they go to the pool under Prisma directly instead of through Prisma's query
 * interpreter, which cost a fifth of a move's CPU in bench:api. Every other
 * query stays with Prisma. On PostgreSQL they are named prepared statements:
 * planning the append took PostgreSQL about four times as long as running it.
 */

/**
 * Every column of the row, named: a prepared `SELECT *` would fail on every
 * connection it was prepared on once a migration added a column ("cached plan
 * must not change result type"), as in a rolling upgrade.
 */
const MATCH_COLUMNS = Object.keys({
  id: true, gameId: true, rulesVersion: true, options: true, seats: true, visibility: true, inviteCode: true, creatorId: true, seed: true,
  shuffleAlgorithm: true, commitment: true, createdAt: true, seq: true, status: true, seating: true, awaiting: true, decisionKind: true, updatedAt: true,
} satisfies Record<keyof MatchRow, true>);

const FIND_MATCH = `SELECT ${MATCH_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "Match" WHERE "id" = $1::uuid`;

const SEQ_OF = `SELECT "seq" FROM "Match" WHERE "id" = $1::uuid`;

/** $1 match, $2 expected seq, $3 events in the batch, $4–$7 summary, $8 time, $9 events as JSON, $10 player, $11 key, $12 joined, $13 left. */
const APPEND = `
  WITH moved AS (
    UPDATE "Match"
    SET "seq" = $2::int + $3::int, "status" = $4::text, "seating" = $5::text[], "awaiting" = $6::text[], "decisionKind" = $7::text, "updatedAt" = $8::timestamptz
    WHERE "id" = $1::uuid AND "seq" = $2::int
    RETURNING "id"
  ), logged AS (
    INSERT INTO "MatchEvent" ("matchId", "seq", "batch", "seat", "kind", "payload", "playerId", "idempotencyKey", "createdAt")
    SELECT moved."id", $2::int + e.i::int - 1, $2::int, (e.ev->>'seat')::int, e.ev->>'kind', e.ev->'payload',
           $10::uuid, CASE WHEN e.i = 1 THEN $11::text END, $8::timestamptz
    FROM moved, jsonb_array_elements($9::jsonb) WITH ORDINALITY AS e(ev, i)
  ), joined AS (
    INSERT INTO "MatchPlayer" ("matchId", "playerId")
    SELECT moved."id", p.id FROM moved, unnest($12::uuid[]) AS p(id)
  ), departed AS (
    DELETE FROM "MatchPlayer" WHERE "matchId" IN (SELECT "id" FROM moved) AND "playerId" = ANY($13::uuid[])
  )
  SELECT count(*)::int AS moved FROM moved`;

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

@Injectable()
export class PrismaMatchesRepository extends MatchesRepository {
  constructor(
    private readonly prisma: PrismaService,
    /** The pool under Prisma: the two statements of every move run on it directly (see HOT PATH below). */
    @Inject(DatabaseConnection) private readonly db: DatabaseTarget,
  ) {
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
    const { rows } = await this.db.pool.query<MatchRow>(this.statement('parlour_find_match', FIND_MATCH, [id]));
    return rows.length === 0 ? null : toRecord(rows[0]);
  }

  async seqOf(id: string): Promise<number | null> {
    const { rows } = await this.db.pool.query<{ seq: number }>(this.statement('parlour_seq_of', SEQ_OF, [id]));
    return rows.length === 0 ? null : rows[0].seq;
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
    const values = [
      a.matchId,
      a.expectedSeq,
      a.events.length,
      a.summary.status,
      a.summary.seating,
      a.summary.awaiting,
      a.summary.decisionKind,
      a.at,
      JSON.stringify(a.events.map(toRow)),
      a.playerId,
      a.idempotencyKey,
      a.joined,
      a.left,
    ];
    try {
      const { rows } = await this.db.pool.query<{ moved: number }>(this.statement('parlour_append', APPEND, values));
      return rows[0].moved === 1 ? 'APPENDED' : 'STALE';
    } catch (error) {
      if (!(error instanceof DatabaseError) || error.code !== UNIQUE_VIOLATION) throw error;
      return error.constraint === IDEMPOTENCY_INDEX ? 'DUPLICATE_KEY' : 'STALE';
    }
  }

  /** A hot-path statement: named where the database allows, so each connection parses and plans it once. */
  private statement(name: string, text: string, values: unknown[]): QueryConfig {
    return this.db.namedStatements ? { name, text, values } : { text, values };
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
