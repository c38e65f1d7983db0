import { Inject, Injectable } from '@nestjs/common';
import { DatabaseError, QueryConfig } from 'pg';
import { Prisma } from '../../generated/prisma/client';
import { Coalescer, DatabaseConnection, DatabaseTarget, PrismaService } from '../../database';
import { MatchEvent } from '../domain/match-event';
import { MatchStatus } from '../domain/match-state';
import { ImportedMatch, MatchRecord, MatchVisibility, NewMatch } from '../domain/match-record';
import { SharedOptions, SharedText } from './shared-options';
import { archiveJson, archiveWrites, writeArchiveEntries } from './archive-writes';
import { Append, AppendOutcome, MatchesRepository, MineFilter, Page, WithLog } from './matches.repository';
import { StoredEvent } from './stored-event';
import { reachedSql } from './notice-recipients';
import { readableSql, readableWhere } from './readable-matches';

type MatchRow = Prisma.MatchGetPayload<object>;
type EventRow = Prisma.MatchEventGetPayload<object>;

/** What rows read share between them, rather than each holding its own copy. */
interface Shared {
  readonly options: SharedOptions;
  readonly text: SharedText;
}

function toRecord({ createdAt, updatedAt, awaitedSince, deadline, ...row }: MatchRow, shared: Shared): MatchRecord {
  return {
    ...row,
    createdAtMs: createdAt.getTime(),
    updatedAtMs: updatedAt.getTime(),
    awaitedSinceMs: awaitedSince.getTime(),
    deadlineMs: deadline === null ? null : deadline.getTime(),
    options: shared.options.of(row.options as Record<string, unknown>),
    gameId: shared.text.of(row.gameId),
    rulesVersion: shared.text.of(row.rulesVersion),
    shuffleAlgorithm: shared.text.of(row.shuffleAlgorithm),
    visibility: shared.text.of(row.visibility) as MatchVisibility,
    status: row.status as MatchStatus,
    seed: Buffer.from(row.seed).toString('hex'),
  };
}

/** A log row's columns hold the event: kind, seat, and the rest as payload. */
function toRow(event: MatchEvent): { kind: string; seat: number | null; payload: Prisma.InputJsonObject } {
  const { kind, ...rest } = event;
  return { kind, seat: 'seat' in event ? event.seat : null, payload: rest as Prisma.InputJsonObject };
}

function toStored(row: LoggedRow): StoredEvent {
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
 * interpreter, which costs a large share of a move's CPU. So does reading a
 * match's log, which every replay of a match not in the cache does: through
 * Prisma it takes much longer, and log reads are most of an archive page's time.
 * Every other query stays with Prisma. On PostgreSQL they are named prepared
 * statements: planning the append takes PostgreSQL longer than running it.
 * The figures: docs/benchmarks.md.
 */

/**
 * Every column of the row, named: a prepared `SELECT *` would fail on every
 * connection it was prepared on once a migration added a column ("cached plan
 * must not change result type"), as in a rolling upgrade.
 */
const MATCH_COLUMNS = Object.keys({
  id: true,
  gameId: true,
  rulesVersion: true,
  options: true,
  seats: true,
  visibility: true,
  inviteCode: true,
  creatorId: true,
  seed: true,
  shuffleAlgorithm: true,
  commitment: true,
  daysPerMove: true,
  createdAt: true,
  seq: true,
  status: true,
  seating: true,
  awaiting: true,
  decisionKind: true,
  updatedAt: true,
  awaitedSince: true,
  deadline: true,
  importedFrom: true,
  originId: true,
  seatNames: true,
  seatHandles: true,
  rated: true,
} satisfies Record<keyof MatchRow, true>);

const FIND_MATCH = `SELECT ${MATCH_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "Match" WHERE "id" = $1::uuid`;

const SEQS_OF = `SELECT "id", "seq" FROM "Match" WHERE "id" = ANY($1::uuid[])`;

/**
 * Rows with their logs, for many reads in one statement: $1 the match ids,
 * $2 the seq each read's log starts at, each log up to its row's seq and as
 * one JSON array, so a match not in the cache costs a share of a round trip
 * and its log is parsed by JSON.parse rather than row by row. `n` numbers
 * the reads; a read of a match with no row gets none back.
 */
const FIND_WITH_LOGS = `SELECT q."n"::int AS "n", ${MATCH_COLUMNS.map((c) => `m."${c}"`).join(', ')}, (
    SELECT coalesce(json_agg(json_build_object('seq', e."seq", 'batch', e."batch", 'kind', e."kind", 'payload', e."payload",
      'playerId', e."playerId", 'createdAt', e."createdAt") ORDER BY e."seq"), '[]'::json)
    FROM "MatchEvent" e WHERE e."matchId" = m."id" AND e."seq" >= q."fromSeq" AND e."seq" < m."seq") AS "log"
  FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS q("id", "fromSeq", "n")
  JOIN "Match" m ON m."id" = q."id"
  WHERE m."id" = ANY($1::uuid[])`;

/** A read of a match's row with its log from `fromSeq` on. */
interface LogRead {
  readonly id: string;
  readonly fromSeq: number;
}

type LoggedRow = Pick<EventRow, 'seq' | 'batch' | 'kind' | 'payload' | 'playerId' | 'createdAt'>;

/** A match's log from a seq on: what every replay of a match not in the cache reads. */
const EVENTS_FROM = `SELECT "seq", "batch", "kind", "payload", "playerId", "createdAt" FROM "MatchEvent" WHERE "matchId" = $1::uuid AND "seq" >= $2 ORDER BY "seq"`;
const EVENTS_PAGE = `${EVENTS_FROM} LIMIT $3`;

/**
 * Appends of many matches in one statement: $1 the appends as JSON (one
 * object each, numbered by `n`), $2 their match ids, so the rows are found
 * through the primary key whatever the plan. Each append is the old
 * one-statement append: the row update takes the match's row lock and, when
 * the seq is not the expected one (a writer that saw an older log), updates
 * nothing, and then nothing else of that append is written either, since
 * every other part reads `moved`. The (matchId, seq) primary key is the final
 * word on who extended the log. A batch that finishes its match writes the
 * match's archive entry with it (archiveWrites). Its notices are written for
 * the players some channel reaches (reachedSql).
 */
const APPEND = `
  WITH input AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(
      "n" int, "matchId" uuid, "expectedSeq" int, "status" text, "seating" text[], "awaiting" text[], "decisionKind" text,
      "at" timestamptz, "awaitedSince" timestamptz, "deadline" timestamptz, "events" jsonb, "playerId" uuid, "key" text,
      "joined" uuid[], "left" uuid[], "notices" jsonb, "tellInvitees" boolean, "archive" jsonb)
  ), moved AS (
    UPDATE "Match" m
    SET "seq" = i."expectedSeq" + jsonb_array_length(i."events"), "status" = i."status", "seating" = i."seating", "awaiting" = i."awaiting",
        "decisionKind" = i."decisionKind", "updatedAt" = i."at", "awaitedSince" = i."awaitedSince", "deadline" = i."deadline"
    FROM input i
    WHERE m."id" = ANY($2::uuid[]) AND m."id" = i."matchId" AND m."seq" = i."expectedSeq"
    RETURNING i."n"
  ), accepted AS (
    SELECT i.* FROM moved JOIN input i USING ("n")
  ), logged AS (
    INSERT INTO "MatchEvent" ("matchId", "seq", "batch", "seat", "kind", "payload", "playerId", "idempotencyKey", "createdAt")
    SELECT a."matchId", a."expectedSeq" + e.k::int - 1, a."expectedSeq", (e.ev->>'seat')::int, e.ev->>'kind', e.ev->'payload',
           a."playerId", CASE WHEN e.k = 1 THEN a."key" END, a."at"
    FROM accepted a, jsonb_array_elements(a."events") WITH ORDINALITY AS e(ev, k)
  ), joined AS (
    INSERT INTO "MatchPlayer" ("matchId", "playerId")
    SELECT a."matchId", p.id FROM accepted a, unnest(a."joined") AS p(id)
  ), departed AS (
    DELETE FROM "MatchPlayer" mp USING accepted a WHERE mp."matchId" = a."matchId" AND mp."playerId" = ANY(a."left")
  ), told AS (
    INSERT INTO "Notice" ("id", "playerId", "matchId", "seq", "reason", "causedBy", "createdAt")
    SELECT gen_random_uuid(), t."playerId", t."matchId", t."seq", t."reason", t."causedBy", t."at" FROM (
      SELECT (nt->>'playerId')::uuid AS "playerId", a."matchId", a."expectedSeq" + jsonb_array_length(a."events") AS "seq",
             nt->>'reason' AS "reason", a."playerId" AS "causedBy", a."at"
      FROM accepted a, jsonb_array_elements(a."notices") AS nt
      UNION
      SELECT mi."playerId", a."matchId", a."expectedSeq" + jsonb_array_length(a."events"), 'MATCH_ENDED', a."playerId", a."at"
      FROM accepted a JOIN "MatchInvite" mi ON mi."matchId" = a."matchId" WHERE a."tellInvitees"
    ) t
    WHERE ${reachedSql('t."playerId"', 't."reason"')}
    RETURNING "matchId"
  ), ${archiveWrites(`(SELECT a."archive" AS x FROM accepted a WHERE a."archive" IS NOT NULL)`)}
  SELECT a."n", EXISTS (SELECT 1 FROM told t WHERE t."matchId" = a."matchId") AS "told" FROM accepted a`;

/**
 * Batches of the hot statements: under load one statement serves many moves
 * (group commit), which spares PostgreSQL a parse, a plan and a commit for
 * each, and the server a round trip. Two batches out at once, so a move never
 * waits long for the one in front of it. An error from PostgreSQL (a unique
 * violation, a deadlock between two instances' batches, one append's bad
 * input) fails the whole statement and writes nothing: then each call runs
 * alone, so it fails only its own.
 */
const BATCHING = { maxInFlight: 2, maxBatch: 64, retryAlone: (error: unknown) => error instanceof DatabaseError };

type MatchOrder = Prisma.MatchOrderByWithRelationInput[];
const NEWEST_FIRST: MatchOrder = [{ createdAt: 'desc' }, { id: 'desc' }];

@Injectable()
export class PrismaMatchesRepository extends MatchesRepository {
  constructor(
    private readonly prisma: PrismaService,
    /** The pool under Prisma: the two statements of every move run on it directly (see HOT PATH below). */
    @Inject(DatabaseConnection) private readonly db: DatabaseTarget,
  ) {
    super();
  }

  private readonly shared: Shared = { options: new SharedOptions(), text: new SharedText() };

  private readonly seqReads = new Coalescer<string, number | null>((ids) => this.seqsOf(ids), BATCHING);
  /** Reads of matches the cache cannot serve, many in one statement under load. */
  private readonly logReads = new Coalescer<LogRead, WithLog | null>((reads) => this.findWithLogs(reads), BATCHING);
  /**
   * A match's appends go one at a time: a second one waits for the first's
   * answer instead of its row lock. Alone, an append's unique violation says
   * what it was (a reused key, or a seq the log already holds).
   */
  private readonly appends = new Coalescer<Append, AppendOutcome>(
    async (batch) => (batch.length === 1 ? [await this.appendAlone(batch[0])] : this.appendTogether(batch)),
    { ...BATCHING, keyOf: (a) => a.matchId },
  );

  /** The row, its invitations and the log's opening events in one transaction: no match exists without its creator's seat. */
  async create(match: NewMatch): Promise<MatchRecord> {
    const { invited, opening, ...data } = match;
    const row = await this.prisma.match.create({
      data: {
        ...data,
        options: data.options as Prisma.InputJsonObject,
        seed: Buffer.from(data.seed, 'hex'),
        seq: opening.events.length,
        status: opening.summary.status,
        seating: [...opening.summary.seating],
        awaiting: [...opening.summary.awaiting],
        decisionKind: opening.summary.decisionKind,
        createdAt: opening.at,
        updatedAt: opening.at,
        awaitedSince: new Date(opening.timing.awaitedSinceMs),
        deadline: opening.timing.deadlineMs === null ? null : new Date(opening.timing.deadlineMs),
        notices: {
          create: opening.notices.map((n) => ({
            ...n,
            seq: opening.events.length,
            causedBy: data.creatorId,
            createdAt: opening.at,
          })),
        },
        invites: { create: invited.map((playerId) => ({ playerId })) },
        events: {
          create: opening.events.map((event, seq) => ({
            seq,
            batch: 0,
            ...toRow(event),
            playerId: data.creatorId,
            createdAt: opening.at,
          })),
        },
        players: { create: opening.joined.map((playerId) => ({ playerId })) },
      },
    });
    return toRecord(row, this.shared);
  }

  async importMatch(match: ImportedMatch): Promise<MatchRecord | null> {
    const { events, summary, createdAtMs, updatedAtMs, archive, ...data } = match;
    const ended = new Date(updatedAtMs);
    try {
      const row = await this.prisma.$transaction(async (tx) => {
        const created = await tx.match.create({
          data: {
            ...data,
            options: data.options as Prisma.InputJsonObject,
            seed: Buffer.from(data.seed, 'hex'),
            visibility: 'open',
            seatNames: [...data.seatNames],
            seatHandles: [...data.seatHandles],
            seq: events.length,
            status: summary.status,
            seating: [...summary.seating],
            awaiting: [...summary.awaiting],
            decisionKind: summary.decisionKind,
            createdAt: new Date(createdAtMs),
            updatedAt: ended,
            awaitedSince: ended,
            deadline: null,
            events: {
              create: events.map((event, seq) => ({
                seq,
                batch: 0,
                ...toRow(event),
                playerId: data.creatorId,
                createdAt: ended,
              })),
            },
          },
        });
        await writeArchiveEntries(tx, [archive]);
        return created;
      });
      return toRecord(row, this.shared);
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  async findByCommitment(commitment: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findFirst({ where: { commitment }, orderBy: { createdAt: 'asc' } });
    return row && toRecord(row, this.shared);
  }

  async find(id: string): Promise<MatchRecord | null> {
    const { rows } = await this.db.pool.query<MatchRow>(this.statement('parlour_find_match', FIND_MATCH, [id]));
    return rows.length === 0 ? null : toRecord(rows[0], this.shared);
  }

  findWithLog(id: string, fromSeq: number): Promise<WithLog | null> {
    return this.logReads.call({ id, fromSeq });
  }

  private async findWithLogs(reads: readonly LogRead[]): Promise<(WithLog | null)[]> {
    const { rows } = await this.db.pool.query<
      MatchRow & { n: number; log: (Omit<LoggedRow, 'createdAt'> & { createdAt: string })[] }
    >(this.statement('parlour_find_with_logs', FIND_WITH_LOGS, [reads.map((r) => r.id), reads.map((r) => r.fromSeq)]));
    const found = new Map<number, WithLog>();
    for (const { n, log, ...row } of rows)
      found.set(n, {
        record: toRecord(row, this.shared),
        log: log.map((e) => toStored({ ...e, createdAt: new Date(e.createdAt) })),
      });
    // WITH ORDINALITY counts from 1.
    return reads.map((_r, i) => found.get(i + 1) ?? null);
  }

  seqOf(id: string): Promise<number | null> {
    return this.seqReads.call(id);
  }

  private async seqsOf(ids: readonly string[]): Promise<(number | null)[]> {
    const { rows } = await this.db.pool.query<{ id: string; seq: number }>(
      this.statement('parlour_seqs_of', SEQS_OF, [ids]),
    );
    const seqs = new Map(rows.map((r) => [r.id, r.seq]));
    return ids.map((id) => seqs.get(id) ?? null);
  }

  async findByInviteCode(code: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { inviteCode: code } });
    return row && toRecord(row, this.shared);
  }

  async mayRead(matchId: string, readerId: string | null): Promise<boolean> {
    const [{ readable }] = await this.prisma.$queryRaw<{ readable: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "Match" m
        WHERE m."id" = ${matchId}::uuid AND ${readableSql(readerId, Prisma.sql`m."id"`, Prisma.sql`m."visibility"`)}) AS "readable"`;
    return readable;
  }

  async readableAmong(matchIds: readonly string[], readerId: string | null): Promise<Set<string>> {
    if (matchIds.length === 0) return new Set();
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT m."id" FROM "Match" m
      WHERE m."id" = ANY(${[...matchIds]}::uuid[])
        AND ${readableSql(readerId, Prisma.sql`m."id"`, Prisma.sql`m."visibility"`)}`;
    return new Set(rows.map((row) => row.id));
  }

  async invitees(matchId: string): Promise<string[]> {
    const rows = await this.prisma.matchInvite.findMany({ where: { matchId }, select: { playerId: true } });
    return rows.map((r) => r.playerId);
  }

  async events(matchId: string, fromSeq: number, limit?: number): Promise<StoredEvent[]> {
    const { rows } = await this.db.pool.query<LoggedRow>(
      limit === undefined
        ? this.statement('parlour_events_from', EVENTS_FROM, [matchId, fromSeq])
        : this.statement('parlour_events_page', EVENTS_PAGE, [matchId, fromSeq, limit]),
    );
    return rows.map(toStored);
  }

  async batchByKey(matchId: string, playerId: string, key: string): Promise<StoredEvent[] | null> {
    const first = await this.prisma.matchEvent.findUnique({
      where: { matchId_playerId_idempotencyKey: { matchId, playerId, idempotencyKey: key } },
    });
    if (!first) return null;
    const rows = await this.prisma.matchEvent.findMany({
      where: { matchId, batch: first.seq },
      orderBy: { seq: 'asc' },
    });
    return rows.map(toStored);
  }

  append(a: Append): Promise<AppendOutcome> {
    return this.appends.call(a);
  }

  private async appendAlone(a: Append): Promise<AppendOutcome> {
    try {
      return (await this.appendTogether([a]))[0];
    } catch (error) {
      if (!(error instanceof DatabaseError) || error.code !== UNIQUE_VIOLATION) throw error;
      return error.constraint === IDEMPOTENCY_INDEX ? 'DUPLICATE_KEY' : 'STALE';
    }
  }

  private async appendTogether(batch: readonly Append[]): Promise<AppendOutcome[]> {
    // In match id order, the order the rows are locked in under the usual plan: two
    // instances' batches then rarely lock the same rows in opposite orders (a deadlock).
    const input = batch.map((a, n) => ({
      n,
      matchId: a.matchId,
      expectedSeq: a.expectedSeq,
      ...a.summary,
      at: a.at,
      awaitedSince: new Date(a.timing.awaitedSinceMs),
      deadline: a.timing.deadlineMs === null ? null : new Date(a.timing.deadlineMs),
      events: a.events.map(toRow),
      playerId: a.playerId,
      key: a.idempotencyKey,
      joined: a.joined,
      left: a.left,
      notices: a.told.notices,
      tellInvitees: a.told.tellInvitees,
      archive: a.archive === null ? null : archiveJson(a.archive),
    }));
    input.sort((x, y) => (x.matchId < y.matchId ? -1 : 1));
    const values = [JSON.stringify(input), batch.map((a) => a.matchId)];
    const { rows } = await this.db.pool.query<{ n: number; told: boolean }>(
      this.statement('parlour_append', APPEND, values),
    );
    const moved = new Map(rows.map((r) => [r.n, r.told]));
    return batch.map((_a, n) => {
      const told = moved.get(n);
      return told === undefined ? 'STALE' : { noticesWritten: told };
    });
  }

  /** A hot-path statement: named where the database allows, so each connection parses and plans it once. */
  private statement(name: string, text: string, values: unknown[]): QueryConfig {
    return this.db.namedStatements ? { name, text, values } : { text, values };
  }

  async listForPlayer(
    playerId: string,
    { statuses, yourTurn }: MineFilter,
    cursor: string | null,
    limit: number,
  ): Promise<Page<MatchRecord>> {
    const where: Prisma.MatchWhereInput = {
      AND: [readableWhere(playerId), { OR: [{ players: { some: { playerId } } }, { creatorId: playerId }] }],
      ...(statuses.length > 0 ? { status: { in: [...statuses] } } : {}),
      ...(yourTurn ? { awaiting: { has: playerId } } : {}),
    };
    return this.page(where, cursor, limit);
  }

  async listOpen(
    viewerId: string | null,
    gameId: string | null,
    cursor: string | null,
    limit: number,
  ): Promise<Page<MatchRecord>> {
    const joinable: Prisma.MatchWhereInput[] = [
      { visibility: 'open' },
      ...(viewerId === null ? [] : [{ visibility: 'private' as const, invites: { some: { playerId: viewerId } } }]),
    ];
    return this.page(
      { status: 'open', AND: [readableWhere(viewerId), { OR: joinable }], ...(gameId ? { gameId } : {}) },
      cursor,
      limit,
    );
  }

  async findMany(ids: readonly string[]): Promise<MatchRecord[]> {
    const rows = await this.prisma.match.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRecord(row, this.shared)] : [];
    });
  }

  async ids(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async awaitingOthers(playerId: string): Promise<{ id: string; deadlineMs: number }[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        status: 'active',
        deadline: { not: null },
        players: { some: { playerId } },
        NOT: { awaiting: { has: playerId } },
      },
      orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
      select: { id: true, deadline: true },
    });
    return rows.map((r) => ({ id: r.id, deadlineMs: (r.deadline as Date).getTime() }));
  }

  async activeSeating(playerId: string): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: { status: 'active', seating: { has: playerId }, players: { some: { playerId } } },
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async awaiting(playerId: string): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: { status: 'active', awaiting: { has: playerId }, players: { some: { playerId } } },
      orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async invitations(playerId: string): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        status: 'open',
        visibility: 'private',
        invites: { some: { playerId } },
        players: { none: { playerId } },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async changedSince(playerId: string, since: Date): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: {
        updatedAt: { gte: since },
        OR: [{ players: { some: { playerId } } }, { creatorId: playerId }, { invites: { some: { playerId } } }],
      },
      orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  private async page(
    where: Prisma.MatchWhereInput,
    cursor: string | null,
    limit: number,
    orderBy = NEWEST_FIRST,
  ): Promise<Page<MatchRecord>> {
    const rows = await this.prisma.match.findMany({
      where,
      orderBy,
      take: limit + 1,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    const items = rows.slice(0, limit).map((row) => toRecord(row, this.shared));
    return { items, next: rows.length > limit ? items[items.length - 1].id : null };
  }
}
