import { Pool } from 'pg';
import { PrismaService } from '../database/prisma.service';
import { DatabaseTarget } from '../database';
import { useTestDatabase } from '../../test/support/database';
import { newMatchRow } from '../../test/support/match-rows';
import { PrismaMatchesRepository } from '../matches/persistence/prisma-matches.repository';
import { writeArchiveEntries } from '../matches/persistence/archive-writes';
import { ArchiveEntry } from '../matches/domain/match-state';
import { applyInOrder } from './model/rated-match';
import { PrismaRatingsRepository } from './prisma-ratings.repository';

const T = Date.parse('2026-12-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('PrismaRatingsRepository (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let players: Record<string, string>;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    players = {};
    for (const handle of ['ann', 'ben', 'cat', 'dan', 'bot1', 'bot2'])
      players[handle] = (
        await prisma.player.create({
          data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h', bot: handle.startsWith('bot') },
        })
      ).id;
  });
  afterAll(() => prisma.$disconnect());

  /** A second instance's connection to the same database, for `work`: on PostgreSQL a pool of its own (PGlite takes one). */
  async function withOtherInstance<T>(work: (other: DatabaseTarget) => Promise<T>): Promise<T> {
    if (!process.env.DATABASE_URL) return work(db.current);
    const pool = new Pool({ connectionString: db.current.url, max: 2 });
    try {
      return await work({ pool, namedStatements: true });
    } finally {
      await pool.end();
    }
  }

  /** A finished heads-up Maw match in the archive, `winner` first, ended `n` hours after T. */
  async function finished(winner: string, loser: string, n: number, rated = true): Promise<string> {
    const match = await new PrismaMatchesRepository(prisma, db.current).create(newMatchRow(players[winner]));
    const seat = (handle: string, seat: number, rank: number) => ({
      seat,
      playerId: players[handle],
      side: seat,
      outcome: rank === 1 ? ('won' as const) : ('lost' as const),
      rank,
      score: rank === 1 ? 5 : 2,
      replacedBy: null,
    });
    const entry: ArchiveEntry = {
      matchId: match.id,
      gameId: 'maw',
      options: {},
      seatCount: 2,
      daysPerMove: null,
      visibility: 'open',
      rated,
      createdAtMs: T,
      endedAtMs: T + n * HOUR,
      result: { standings: [], reason: 'TARGET_REACHED' },
      view: {},
      seats: [seat(winner, 0, 1), seat(loser, 1, 2)],
    };
    await writeArchiveEntries(prisma, [entry]);
    return match.id;
  }

  const snapshot = async () => ({
    ratings: await prisma.rating.findMany({ orderBy: [{ pool: 'asc' }, { playerId: 'asc' }] }),
    changes: await prisma.ratingChange.findMany({ orderBy: [{ seq: 'asc' }, { playerId: 'asc' }] }),
    archived: await prisma.archivedMatch.findMany({
      select: { matchId: true, ratingSeq: true, ratingLow: true, ratingHigh: true },
      orderBy: { matchId: 'asc' },
    }),
    seats: await prisma.archivedSeat.findMany({
      select: { matchId: true, seat: true, ratingBefore: true, ratingAfter: true },
      orderBy: [{ matchId: 'asc' }, { seat: 'asc' }],
    }),
  });

  it('applies each rated match exactly once, numbered in order, with two instances racing', async () => {
    const pairs = [
      ['ann', 'ben'],
      ['ben', 'cat'],
      ['cat', 'ann'],
      ['dan', 'ann'],
      ['ann', 'bot1'],
      ['bot1', 'bot2'],
    ];
    const ids: string[] = [];
    for (const [i, [w, l]] of pairs.entries()) ids.push(await finished(w, l, i + 1));
    const casual = await finished('ben', 'dan', 10, false);
    const one = new PrismaRatingsRepository(db.current);
    // Small batches, so that the two take turns many times.
    const applied = await withOtherInstance((other) => {
      const two = new PrismaRatingsRepository(other);
      return Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? one : two).applyPending(2, applyInOrder)));
    });
    expect(applied.reduce((a, b) => a + b, 0)).toBe(pairs.length);

    const { archived, changes, ratings, seats } = await snapshot();
    const seqOf = new Map(archived.map((a) => [a.matchId, a.ratingSeq]));
    expect(ids.map((id) => seqOf.get(id))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seqOf.get(casual)).toBeNull();
    // Two changes for each match but the bots' own, which is applied in its place and changes nothing.
    expect(changes).toHaveLength(2 * (pairs.length - 1));
    expect(changes.filter((c) => c.seq === 6)).toEqual([]);
    const games = Object.fromEntries(ratings.map((r) => [r.playerId, r.games]));
    expect(games).toEqual({
      [players.ann]: 4,
      [players.ben]: 2,
      [players.cat]: 2,
      [players.dan]: 1,
      [players.bot1]: 1,
    });
    expect(ratings.every((r) => r.pool === 'maw')).toBe(true);
    // The archive shows what each seat was rated before and after.
    const first = seats.filter((s) => s.matchId === ids[0]);
    expect(first.map((s) => s.ratingBefore)).toEqual([1000, 1000]);
    expect(first[0].ratingAfter).toBeGreaterThan(first[1].ratingAfter ?? Infinity);
    expect(await one.applyPending(10, applyInOrder)).toBe(0);
  });

  it('rebuilds every rating from the archive to the same bits, and puts back a rating that was altered', async () => {
    const repo = new PrismaRatingsRepository(db.current);
    await finished('ben', 'ann', 30);
    await repo.applyPending(10, applyInOrder);
    const stored = await snapshot();

    expect(await repo.rebuild(applyInOrder, 2)).toEqual({ matches: 7, ratings: 5, differing: 0 });
    expect(await snapshot()).toEqual(stored);

    await prisma.rating.updateMany({ where: { playerId: players.ann }, data: { mu: 99 } });
    expect(await repo.rebuild(applyInOrder, 100)).toEqual({ matches: 7, ratings: 5, differing: 1 });
    expect(await snapshot()).toEqual(stored);
  });

  it('lists a pool’s leaders by rating, with a minimum of games and recent activity, a page at a time', async () => {
    const repo = new PrismaRatingsRepository(db.current);
    const all = await repo.leaders('maw', 1, new Date(0), null, 10);
    expect(all.map((r) => r.shown)).toEqual([...all.map((r) => r.shown)].sort((a, b) => b - a));
    expect(all.find((r) => r.handle === 'bot1')?.bot).toBe(true);
    const first = await repo.leaders('maw', 1, new Date(0), null, 2);
    const rest = await repo.leaders('maw', 1, new Date(0), { shown: first[1].shown, handleKey: first[1].handle }, 10);
    expect([...first, ...rest].map((r) => r.playerId)).toEqual(all.map((r) => r.playerId));
    expect((await repo.leaders('maw', 3, new Date(0), null, 10)).map((r) => r.handle).sort()).toEqual(['ann', 'ben']);
    expect(await repo.leaders('maw', 1, new Date(T + 100 * HOUR), null, 10)).toEqual([]);
  });
});
