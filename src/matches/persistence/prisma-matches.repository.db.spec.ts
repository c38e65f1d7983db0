import { randomUUID } from 'node:crypto';
import { PrismaService } from '../../database/prisma.service';
import { useTestDatabase } from '../../../test/support/database';
import { ImportedMatch, NewMatch } from '../domain/match-record';
import { ArchiveEntry } from '../domain/match-state';
import { newMatchRow, appendRow, APPENDED } from '../../../test/support/match-rows';
import { Append } from './matches.repository';
import { PrismaMatchesRepository } from './prisma-matches.repository';

describe('PrismaMatchesRepository.append (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: PrismaMatchesRepository;
  let playerId: string;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    repo = new PrismaMatchesRepository(prisma, db.current);
    playerId = (
      await prisma.player.create({ data: { handle: 'ada', handleKey: 'ada', displayName: 'Ada', passwordHash: 'h' } })
    ).id;
  });
  afterAll(() => prisma.$disconnect());

  async function newMatch(opening: Partial<NewMatch['opening']> = {}): Promise<string> {
    return (await repo.create(newMatchRow(playerId, {}, opening))).id;
  }

  function append(matchId: string, expectedSeq: number, idempotencyKey: string | null): Append {
    return appendRow(matchId, expectedSeq, playerId, [{ kind: 'left', playerId }], { idempotencyKey });
  }

  it('writes a match with its opening events and seats in one transaction, or nothing at all', async () => {
    const seated = await newMatch({ events: [{ kind: 'joined', playerId }], joined: [playerId] });
    expect(await repo.find(seated)).toMatchObject({ seq: 1, status: 'open' });
    expect((await repo.events(seated, 0)).map((e) => [e.seq, e.batch, e.event, e.playerId])).toEqual([
      [0, 0, { kind: 'joined', playerId }, playerId],
    ]);
    // A seat for a player who does not exist fails the insert of the seats: the row and the log are not written either.
    const nobody = randomUUID();
    const count = await prisma.match.count();
    await expect(newMatch({ events: [{ kind: 'joined', playerId: nobody }], joined: [nobody] })).rejects.toThrow();
    expect(await prisma.match.count()).toBe(count);
    expect(await prisma.matchEvent.count({ where: { playerId: nobody } })).toBe(0);
  });

  it('writes an imported match, its row and whole log, once per commitment and origin, or nothing at all', async () => {
    const imported = (id: string, more: Partial<ImportedMatch> = {}): ImportedMatch => {
      const {
        invited: _invited,
        opening: _opening,
        visibility: _visibility,
        ...row
      } = newMatchRow(playerId, {
        id,
        commitment: 'imported',
      });
      return { ...row, ...importedColumns, archive: archived(id), ...more };
    };
    const archived = (matchId: string): ArchiveEntry => ({
      matchId,
      gameId: 'maw',
      rated: false,
      options: {},
      seatCount: 2,
      daysPerMove: null,
      visibility: 'open',
      createdAtMs: origin.createdAtMs,
      endedAtMs: origin.updatedAtMs,
      result: { reason: 'RESIGNED', standings: [] },
      view: {},
      seats: [0, 1].map((seat) => ({
        seat,
        playerId: null,
        side: seat,
        outcome: 'lost',
        rank: 2,
        score: 0,
        replacedBy: null,
      })),
    });
    const origin = {
      createdAtMs: Date.parse('2026-01-05T10:00:00.000Z'),
      updatedAtMs: Date.parse('2026-02-14T18:30:00.000Z'),
      importedFrom: 'https://elsewhere.example',
      originId: 'm1',
      seatNames: ['Ann', 'Ben'],
      seatHandles: ['ann', ''],
    };
    const importedColumns = {
      ...origin,
      summary: {
        status: 'finished',
        seating: ['imported-seat-0', 'imported-seat-1'],
        awaiting: [],
        decisionKind: null,
      },
      events: [
        { kind: 'started', seating: ['imported-seat-0', 'imported-seat-1'] },
        { kind: 'move', seat: 1, move: 'resign', forced: false },
      ],
    } satisfies Partial<ImportedMatch>;
    const id = randomUUID();
    const row = await repo.importMatch(imported(id));
    expect(row).toMatchObject({ id, seq: 2, status: 'finished', visibility: 'open', ...origin });
    expect((await repo.events(id, 0)).map((e) => [e.seq, e.batch, e.event.kind, e.playerId, e.createdAt])).toEqual([
      [0, 0, 'started', playerId, new Date('2026-02-14T18:30:00.000Z')],
      [1, 0, 'move', playerId, new Date('2026-02-14T18:30:00.000Z')],
    ]);
    expect((await repo.findByCommitment('imported'))?.id).toBe(id);
    // Its archive entry with it: the seats are names, no account.
    expect(
      await prisma.archivedSeat.findMany({ where: { matchId: id }, select: { seat: true, playerId: true } }),
    ).toEqual([
      { seat: 0, playerId: null },
      { seat: 1, playerId: null },
    ]);
    // The same commitment and origin again: nothing is written.
    const [matches, events] = [await prisma.match.count(), await prisma.matchEvent.count()];
    await expect(repo.importMatch(imported(randomUUID()))).resolves.toBeNull();
    // A log row that cannot be written (a seat past the column's range) leaves no row either.
    const bad = imported(randomUUID(), { originId: 'm2' });
    const unwritable = { kind: 'move', seat: 2 ** 40, move: 'resign', forced: false } as const;
    await expect(repo.importMatch({ ...bad, events: [...bad.events, unwritable] })).rejects.toThrow();
    expect([await prisma.match.count(), await prisma.matchEvent.count()]).toEqual([matches, events]);
    expect(await prisma.archivedMatch.count({ where: { matchId: bad.id } })).toBe(0);
  });

  it('appends at the expected seq and refuses an older one as STALE', async () => {
    const id = await newMatch();
    await expect(repo.append(append(id, 0, null))).resolves.toEqual(APPENDED);
    await expect(repo.append(append(id, 0, null))).resolves.toBe('STALE');
    expect((await repo.find(id))?.seq).toBe(1);
    expect((await repo.events(id, 0)).map((e) => e.seq)).toEqual([0]);
  });

  it('reads the row with its log from a seq up to the row in one statement, as the log reads give them', async () => {
    const id = await newMatch();
    for (let seq = 0; seq < 3; seq++) await expect(repo.append(append(id, seq, null))).resolves.toEqual(APPENDED);
    // A row that lags its log (as if read just before an append): the log is cut at the row's seq.
    await prisma.match.update({ where: { id }, data: { seq: 2 } });
    const query = jest.spyOn(db.current.pool, 'query');
    try {
      const read = await repo.findWithLog(id, 1);
      expect(query).toHaveBeenCalledTimes(1);
      expect(read?.record).toEqual(await repo.find(id));
      expect(read?.log).toEqual((await repo.events(id, 1)).filter((e) => e.seq < 2));
      expect(read?.log.map((e) => e.seq)).toEqual([1]);
    } finally {
      query.mockRestore();
    }
    await expect(repo.findWithLog(id, 2)).resolves.toMatchObject({ log: [] });
    await expect(repo.findWithLog('00000000-0000-4000-8000-000000000000', 0)).resolves.toBeNull();
  });

  it('answers concurrent reads with their logs in one statement, each as it would be answered alone', async () => {
    const [a, b] = [await newMatch(), await newMatch()];
    for (let seq = 0; seq < 3; seq++) await repo.append(append(a, seq, null));
    await repo.append(append(b, 0, null));
    const reads: [string, number][] = [
      [a, 0],
      [b, 0],
      ['00000000-0000-4000-8000-000000000000', 0],
      [a, 2],
    ];
    const alone = [];
    for (const [id, fromSeq] of reads) alone.push(await repo.findWithLog(id, fromSeq));
    expect(alone.map((r) => r?.log.map((e) => e.seq) ?? null)).toEqual([[0, 1, 2], [0], null, [2]]);
    const query = jest.spyOn(db.current.pool, 'query');
    try {
      await expect(Promise.all(reads.map(([id, fromSeq]) => repo.findWithLog(id, fromSeq)))).resolves.toEqual(alone);
      expect(query).toHaveBeenCalledTimes(1);
      // An id PostgreSQL refuses fails the shared statement: then each read runs alone, and only that one fails.
      const together = Promise.allSettled([repo.findWithLog(a, 1), repo.findWithLog('not-a-uuid', 0)]);
      const [good, bad] = await together;
      expect(good).toEqual({ status: 'fulfilled', value: { record: alone[0]?.record, log: alone[0]?.log.slice(1) } });
      expect(bad.status).toBe('rejected');
    } finally {
      query.mockRestore();
    }
  });

  it('reports a reused idempotency key as DUPLICATE_KEY (the unique index, as the pg adapter names it)', async () => {
    const id = await newMatch();
    await expect(repo.append(append(id, 0, 'k'))).resolves.toEqual(APPENDED);
    await expect(repo.append(append(id, 1, 'k'))).resolves.toBe('DUPLICATE_KEY');
    expect((await repo.find(id))?.seq).toBe(1);
  });

  it('reports a seq the log already holds as STALE even when the row lags (the primary key decides)', async () => {
    const id = await newMatch();
    await expect(repo.append(append(id, 0, null))).resolves.toEqual(APPENDED);
    await prisma.match.update({ where: { id }, data: { seq: 0 } });
    await expect(repo.append(append(id, 0, 'other'))).resolves.toBe('STALE');
    expect(await repo.events(id, 0)).toHaveLength(1);
  });

  it('keeps reading and appending on the same connections after a migration adds a column (prepared statements on PostgreSQL)', async () => {
    const id = await newMatch();
    // Every pooled connection has run both statements before the table changes.
    await Promise.all(Array.from({ length: 4 }, () => repo.find(id)));
    await expect(repo.append(append(id, 0, null))).resolves.toEqual(APPENDED);
    await db.current.pool.query('ALTER TABLE "Match" ADD COLUMN "later" integer');
    try {
      const found = await Promise.all(Array.from({ length: 4 }, () => repo.find(id)));
      expect(found.map((m) => m?.seq)).toEqual([1, 1, 1, 1]);
      expect(found[0]).not.toHaveProperty('later');
      await expect(repo.append(append(id, 1, null))).resolves.toEqual(APPENDED);
    } finally {
      await db.current.pool.query('ALTER TABLE "Match" DROP COLUMN "later"');
    }
  });
});
