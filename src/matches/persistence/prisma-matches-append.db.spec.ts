import { Client, Pool } from 'pg';
import { PrismaService } from '../../database/prisma.service';
import { useTestDatabase } from '../../../test/support/database';
import { MatchEvent } from '../domain/match-event';
import { newMatchRow, appendRow, APPENDED, outcomeName } from '../../../test/support/match-rows';
import { NewMatch } from '../domain/match-record';
import { Append } from './matches.repository';
import { PrismaMatchesRepository } from './prisma-matches.repository';
import { PrismaArchiveRepository } from './prisma-archive.repository';
import { ArchiveEntry } from '../domain/match-state';

const AT = new Date('2026-11-30T12:00:00.000Z');

describe('PrismaMatchesRepository.append (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let repo: PrismaMatchesRepository;
  let ann: string;
  let ben: string;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    repo = new PrismaMatchesRepository(prisma, db.current);
    const player = async (handle: string): Promise<string> =>
      (await prisma.player.create({ data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h' } })).id;
    ann = await player('ann');
    ben = await player('ben');
    // Notices are written for players some channel reaches: these two by email.
    for (const playerId of [ann, ben])
      await prisma.emailSettings.create({ data: { playerId, address: 'x@example.com', verifiedAt: AT } });
  });
  afterAll(() => prisma.$disconnect());

  async function newMatch(more: Partial<NewMatch> = {}): Promise<string> {
    return (await repo.create(newMatchRow(ann, more))).id;
  }

  function append(matchId: string, expectedSeq: number, events: MatchEvent[], more: Partial<Append> = {}): Append {
    return appendRow(matchId, expectedSeq, ann, events, {
      at: AT,
      timing: { awaitedSinceMs: AT.getTime(), deadlineMs: null },
      ...more,
    });
  }

  /** An archive entry for match `id` that `winner` won against the other. */
  function entry(id: string, winner: string, loser: string): ArchiveEntry {
    const seat = (playerId: string, n: number, won: boolean): ArchiveEntry['seats'][number] => ({
      seat: n,
      playerId,
      side: n,
      outcome: won ? 'won' : 'lost',
      rank: won ? 1 : 2,
      score: won ? 26 : 3,
      replacedBy: null,
    });
    return {
      matchId: id,
      gameId: 'maw',
      options: { partnership: false, target: 26 },
      rated: false,
      seatCount: 2,
      daysPerMove: null,
      visibility: 'open',
      createdAtMs: AT.getTime(),
      endedAtMs: AT.getTime(),
      result: { standings: [{ seat: 0, rank: 1, score: 26 }], reason: 'RESIGNED' },
      view: { hands: [null, null] },
      seats: [seat(winner, 0, true), seat(loser, 1, false)],
    };
  }

  const joined = (playerId: string): MatchEvent => ({ kind: 'joined', playerId });
  const started: MatchEvent = { kind: 'started', seating: [] };
  const move = (seat: number, text: string, forced = false): MatchEvent => ({ kind: 'move', seat, move: text, forced });

  it('writes the archive entry of the batch that finishes a match with it, and nothing for a stale batch', async () => {
    const archive = new PrismaArchiveRepository(prisma);
    const [one, two] = [await newMatch(), await newMatch()];
    const finished = { status: 'finished', seating: [ann, ben], awaiting: [], decisionKind: null } as const;
    const resign: MatchEvent = { kind: 'move', seat: 1, move: 'resign', forced: false };
    // Two matches' finishing batches grouped in one statement: each writes its own entry.
    const outcomes = await Promise.all([
      repo.append(append(one, 0, [resign], { summary: finished, archive: entry(one, ann, ben) })),
      repo.append(append(two, 0, [resign], { summary: finished, archive: entry(two, ben, ann) })),
    ]);
    expect(outcomes).toEqual([APPENDED, APPENDED]);
    expect(await archive.entry(one)).toEqual(entry(one, ann, ben));
    expect(await archive.entry(two)).toEqual(entry(two, ben, ann));
    const stale = await newMatch();
    await repo.append(append(stale, 0, [joined(ann)]));
    await expect(
      repo.append(append(stale, 0, [resign], { summary: finished, archive: entry(stale, ann, ben) })),
    ).resolves.toBe('STALE');
    expect(await archive.entry(stale)).toBeNull();
    // Written again (a backfill racing the append, an import): the first entry stays.
    expect(await archive.write([entry(one, ben, ann)])).toEqual([]);
    expect(await archive.entry(one)).toEqual(entry(one, ann, ben));
  });

  it('writes a batch at the expected seq, the key on its first row only, and rewrites the row', async () => {
    const id = await newMatch();
    const summary = { status: 'active', seating: [ann, ben], awaiting: [ben], decisionKind: 'play' } as const;
    await expect(repo.append(append(id, 0, [joined(ann), joined(ben)], { joined: [ann, ben] }))).resolves.toEqual(
      APPENDED,
    );
    await expect(
      repo.append(append(id, 2, [started, move(0, '5H'), move(1, 'AH', true)], { idempotencyKey: 'k', summary })),
    ).resolves.toEqual(APPENDED);
    const rows = await repo.events(id, 0);
    expect(rows.map((r) => [r.seq, r.batch, r.event])).toEqual([
      [0, 0, joined(ann)],
      [1, 0, joined(ben)],
      [2, 2, started],
      [3, 2, move(0, '5H')],
      [4, 2, move(1, 'AH', true)],
    ]);
    expect(rows.every((r) => r.playerId === ann && r.createdAt.getTime() === AT.getTime())).toBe(true);
    expect(
      (await prisma.matchEvent.findMany({ where: { matchId: id }, orderBy: { seq: 'asc' } })).map((r) => [
        r.seat,
        r.idempotencyKey,
      ]),
    ).toEqual([
      [null, null],
      [null, null],
      [null, 'k'],
      [0, null],
      [1, null],
    ]);
    expect(await repo.find(id)).toMatchObject({ seq: 5, ...summary, updatedAtMs: AT.getTime() });
    expect((await prisma.matchPlayer.findMany({ where: { matchId: id } })).map((p) => p.playerId).sort()).toEqual(
      [ann, ben].sort(),
    );
    await expect(repo.batchByKey(id, ann, 'k')).resolves.toHaveLength(3);
  });

  /** [recipient, reason, seq, causedBy] by recipient: ann and ben by name. */
  const noticesOf = async (matchId: string): Promise<string[]> =>
    (await prisma.notice.findMany({ where: { matchId } }))
      .map((n) =>
        [n.playerId === ann ? 'ann' : 'ben', n.reason, n.seq, n.causedBy === ann ? 'ann' : n.causedBy].join(' '),
      )
      .sort();

  it('writes the notices of a batch with it, at the seq it leaves, with its time limit', async () => {
    const id = await newMatch();
    const deadline = new Date(AT.getTime() + 86_400_000);
    const timing = { awaitedSinceMs: AT.getTime(), deadlineMs: deadline.getTime() };
    const told = { notices: [{ playerId: ben, reason: 'YOUR_TURN' as const }], tellInvitees: false };
    await expect(repo.append(append(id, 0, [joined(ann), joined(ben)], { told, timing }))).resolves.toEqual({
      noticesWritten: true,
    });
    expect(await noticesOf(id)).toEqual(['ben YOUR_TURN 2 ann']);
    expect((await prisma.notice.findFirstOrThrow({ where: { matchId: id } })).createdAt).toEqual(AT);
    expect((await prisma.match.findUniqueOrThrow({ where: { id } })).deadline).toEqual(deadline);
  });

  it('writes a notice only for a player some channel reaches: webhook for the reason, verified email, built-in bot', async () => {
    const handles = ['none', 'other', 'off', 'unverified', 'never', 'bot'];
    const ids = new Map<string, string>();
    for (const handle of handles)
      ids.set(
        handle,
        (
          await prisma.player.create({
            data: {
              handle,
              handleKey: handle,
              displayName: handle,
              passwordHash: 'h',
              ...(handle === 'bot' ? { bot: true, botKind: 'heuristic' } : {}),
            },
          })
        ).id,
      );
    const id = (handle: string): string => ids.get(handle) ?? '';
    const endpoint = (playerId: string, events: string[], disabledAt: Date | null = null) =>
      prisma.webhookEndpoint.create({
        data: {
          playerId,
          url: 'https://example.com/hook',
          description: '',
          events,
          secret: 's',
          createdAt: AT,
          disabledAt,
        },
      });
    await endpoint(id('other'), ['MATCH_ENDED']);
    await endpoint(id('off'), ['YOUR_TURN'], AT);
    await prisma.emailSettings.create({ data: { playerId: id('unverified'), address: 'u@example.com' } });
    await prisma.emailSettings.create({
      data: { playerId: id('never'), address: 'n@example.com', verifiedAt: AT, mode: 'never' },
    });
    const match = await newMatch();
    const told = {
      notices: handles.map((h) => ({ playerId: id(h), reason: 'YOUR_TURN' as const })),
      tellInvitees: false,
    };
    await expect(repo.append(append(match, 0, [joined(ann)], { told }))).resolves.toEqual({ noticesWritten: true });
    const written = await prisma.notice.findMany({ where: { matchId: match } });
    // A disabled endpoint still gets its notices, to catch up when it is enabled again.
    expect(written.map((n) => handles.find((h) => id(h) === n.playerId)).sort()).toEqual(['bot', 'off']);
  });

  it('writes no notice for a batch the log refused', async () => {
    const id = await newMatch();
    await repo.append(append(id, 0, [joined(ann)]));
    const told = { notices: [{ playerId: ben, reason: 'YOUR_TURN' as const }], tellInvitees: false };
    await expect(repo.append(append(id, 0, [joined(ben)], { told }))).resolves.toBe('STALE');
    expect(await noticesOf(id)).toEqual([]);
  });

  it('tells a called-off private match to the players it invited, once each', async () => {
    const id = await newMatch({ visibility: 'private', invited: [ben] });
    const told = { notices: [{ playerId: ann, reason: 'MATCH_ENDED' as const }], tellInvitees: true };
    await repo.append(append(id, 0, [{ kind: 'aborted', playerId: ann }], { told }));
    expect(await noticesOf(id)).toEqual(['ann MATCH_ENDED 1 ann', 'ben MATCH_ENDED 1 ann']);
  });

  it('removes a player who leaves', async () => {
    const id = await newMatch();
    await repo.append(append(id, 0, [joined(ann), joined(ben)], { joined: [ann, ben] }));
    await expect(
      repo.append(append(id, 2, [{ kind: 'left', playerId: ben }], { playerId: ben, left: [ben] })),
    ).resolves.toEqual(APPENDED);
    expect((await prisma.matchPlayer.findMany({ where: { matchId: id } })).map((p) => p.playerId)).toEqual([ann]);
  });

  it('refuses a seq other than the log length as STALE and writes nothing', async () => {
    const id = await newMatch();
    await repo.append(append(id, 0, [joined(ann)], { joined: [ann] }));
    await expect(repo.append(append(id, 0, [joined(ben)], { joined: [ben] }))).resolves.toBe('STALE');
    await expect(repo.append(append(id, 2, [joined(ben)], { joined: [ben] }))).resolves.toBe('STALE');
    expect((await repo.events(id, 0)).map((r) => r.event)).toEqual([joined(ann)]);
    expect(await repo.find(id)).toMatchObject({ seq: 1 });
    expect(await prisma.matchPlayer.count({ where: { matchId: id } })).toBe(1);
  });

  it('lets one of two writers at the same seq win; the other is STALE', async () => {
    const id = await newMatch();
    const outcomes = await Promise.all([
      repo.append(append(id, 0, [joined(ann)], { joined: [ann] })),
      repo.append(append(id, 0, [joined(ben)], { playerId: ben, joined: [ben] })),
    ]);
    expect(outcomes.map(outcomeName).sort()).toEqual(['APPENDED', 'STALE']);
    expect(await repo.events(id, 0)).toHaveLength(1);
    expect(await repo.find(id)).toMatchObject({ seq: 1 });
  });

  it('reports a reused idempotency key as DUPLICATE_KEY and writes nothing', async () => {
    const id = await newMatch();
    await repo.append(append(id, 0, [joined(ann)], { joined: [ann], idempotencyKey: 'same' }));
    await expect(repo.append(append(id, 1, [move(0, '5H')], { idempotencyKey: 'same' }))).resolves.toBe(
      'DUPLICATE_KEY',
    );
    expect(await repo.events(id, 0)).toHaveLength(1);
    expect(await repo.find(id)).toMatchObject({ seq: 1 });
  });

  it('appends concurrent moves of many matches in one statement, each at its own seq', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => newMatch()));
    await Promise.all(ids.map((id) => repo.append(append(id, 0, [joined(ann)], { joined: [ann] }))));
    const query = jest.spyOn(db.current.pool, 'query');
    try {
      const outcomes = await Promise.all(
        ids.map((id, i) =>
          repo.append(append(id, i % 2 === 0 ? 1 : 0, [move(0, `${i + 2}H`)], { idempotencyKey: `k${i}` })),
        ),
      );
      expect(outcomes).toEqual(ids.map((_id, i) => (i % 2 === 0 ? APPENDED : 'STALE')));
      expect(query.mock.calls.length).toBeLessThan(ids.length);
    } finally {
      query.mockRestore();
    }
    for (const [i, id] of ids.entries()) {
      const expected = i % 2 === 0 ? [joined(ann), move(0, `${i + 2}H`)] : [joined(ann)];
      expect((await repo.events(id, 0)).map((r) => r.event)).toEqual(expected);
      expect(await repo.find(id)).toMatchObject({ seq: expected.length });
    }
    await expect(repo.batchByKey(ids[2], ann, 'k2')).resolves.toHaveLength(1);
  });

  it('answers each append of a batch that one reused key fails: DUPLICATE_KEY for it, the rest appended', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => newMatch()));
    await Promise.all(
      ids.map((id) => repo.append(append(id, 0, [joined(ann)], { joined: [ann], idempotencyKey: 'first' }))),
    );
    const outcomes = await Promise.all(
      ids.map((id, i) => repo.append(append(id, 1, [move(0, '5H')], { idempotencyKey: i === 1 ? 'first' : 'second' }))),
    );
    expect(outcomes).toEqual([APPENDED, 'DUPLICATE_KEY', APPENDED, APPENDED]);
    expect(await Promise.all(ids.map(async (id) => (await repo.find(id))?.seq))).toEqual([2, 1, 2, 2]);
  });

  it('reads the seqs of many matches at once, null for none', async () => {
    const [a, b] = await Promise.all([newMatch(), newMatch()]);
    await repo.append(append(a, 0, [joined(ann), joined(ben)], { joined: [ann, ben] }));
    await expect(
      Promise.all([repo.seqOf(a), repo.seqOf(b), repo.seqOf('00000000-0000-4000-8000-000000000000')]),
    ).resolves.toEqual([2, 0, null]);
  });

  it('fails only the append whose input PostgreSQL refuses, not the others in its batch', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => newMatch()));
    const outcomes = await Promise.all(
      ids.map((id, i) =>
        repo
          .append(append(id, 0, [joined(ann)], { joined: [i === 1 ? 'not-a-player-id' : ann] }))
          .catch((e: Error) => e.constructor.name),
      ),
    );
    expect(outcomes).toEqual([APPENDED, 'DatabaseError', APPENDED]);
    expect(await Promise.all(ids.map(async (id) => (await repo.find(id))?.seq))).toEqual([1, 0, 1]);
  });

  it('answers the other seq reads of a batch when one id is malformed', async () => {
    const id = await newMatch();
    const reads = await Promise.all([repo.seqOf(id), repo.seqOf('not-a-uuid').catch((e: Error) => e.constructor.name)]);
    expect(reads).toEqual([0, 'DatabaseError']);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'lets two instances batch the same matches in opposite orders without a deadlock, each match extended once',
    async () => {
      const otherPool = new Pool({ connectionString: db.current.url, max: 4 });
      const other = new PrismaMatchesRepository(prisma, { pool: otherPool, namedStatements: true });
      const holder = await db.current.pool.connect();
      // Counts the waiting statements from outside any transaction: one sees pg_stat_activity as it was when it began.
      const watcher = new Client({ connectionString: db.current.url });
      await watcher.connect();
      const statements = [jest.spyOn(db.current.pool, 'query'), jest.spyOn(otherPool, 'query')];
      try {
        const ids = (await Promise.all(Array.from({ length: 6 }, () => newMatch()))).sort();
        // Both batches stop at the middle row, holding the rows before it in the order each locks them.
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM "Match" WHERE "id" = $1 FOR UPDATE', [ids[3]]);
        const moves = (r: PrismaMatchesRepository, order: string[]) =>
          order.map((id) => r.append(append(id, 0, [joined(ann)], { joined: [ann] })));
        const all = Promise.all([...moves(repo, ids), ...moves(other, [...ids].reverse())]);
        const waiting = async (): Promise<number> =>
          Number(
            (
              await watcher.query<{ n: string }>(
                `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          );
        while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        await holder.query('COMMIT');
        const outcomes = await all;
        const theirs = outcomes.slice(6).reverse();
        expect(ids.map((_id, i) => [outcomes[i], theirs[i]].map(outcomeName).sort())).toEqual(
          ids.map(() => ['APPENDED', 'STALE']),
        );
        // One statement each: a deadlock would have failed one, and its appends would have run again one by one.
        expect(statements.map((s) => s.mock.calls.length)).toEqual([1, 1]);
      } finally {
        for (const s of statements) s.mockRestore();
        holder.release();
        await watcher.end();
        await otherPool.end();
      }
    },
  );

  it('reports an unknown match as STALE', async () => {
    await expect(repo.append(append('00000000-0000-4000-8000-000000000000', 0, [joined(ann)]))).resolves.toBe('STALE');
  });
});
