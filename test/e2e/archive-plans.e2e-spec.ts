import { PrismaService } from '../../src/database/prisma.service';
import { Prisma } from '../../src/generated/prisma/client';
import { ArchiveQuery } from '../../src/matches/persistence/archive.repository';
import {
  countStatement,
  headToHeadStatement,
  keysStatement,
  searchStatement,
  statsStatements,
} from '../../src/matches/persistence/prisma-archive.repository';
import { useTestApp } from '../support/app';

const POSTGRES = process.env.DATABASE_URL !== undefined;

/** Summaries loaded: enough that reading a table through would cost the planner far more than an index. */
const MATCHES = 40_000;
const PLAYERS = 400;
const SUMMARY_TABLES = new Set(['ArchivedMatch', 'ArchivedSeat', 'Match']);

const uuid = (text: string) => Prisma.sql`md5(${text} || i)::uuid`;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads through by a sequential scan. */
function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

const ANY: ArchiveQuery = {
  readerId: null,
  gameId: null,
  playerId: null,
  opponentId: null,
  partnerId: null,
  outcome: null,
  rank: null,
  options: null,
  seats: null,
  daysPerMove: null,
  ratingMin: null,
  ratingMax: null,
  endedAfter: null,
  endedBefore: null,
  order: 'latest',
};

/**
 * Each shape of archive search, and the statistics, as PostgreSQL plans them
 * on a table of tens of thousands of summaries (docs/archive.md, "Indexes"):
 * none reads a summary table, or the match table, through. The statements
 * are the repository's own. On PostgreSQL only: the embedded leg's planner is
 * the same code, but loading the rows into it takes long.
 */
(POSTGRES ? describe : describe.skip)('the archive’s query plans (PostgreSQL; skipped without DATABASE_URL)', () => {
  const t = useTestApp();
  const prisma = () => t.app.get(PrismaService);
  const player = (n: number) => uuidOf('p', n);
  let uuids: Map<string, string>;

  function uuidOf(prefix: string, n: number): string {
    return uuids.get(`${prefix}${n}`) as string;
  }

  beforeAll(async () => {
    const db = prisma();
    await db.$executeRaw`
      INSERT INTO "Player" ("id", "handle", "handleKey", "displayName", "passwordHash")
      SELECT ${uuid('p')}, 'p' || i, 'p' || i, 'p' || i, 'x' FROM generate_series(0, ${PLAYERS - 1}) AS i`;
    // Match i: game by parity, seat 0 player i % PLAYERS against another; every tenth private; one a minute.
    await db.$executeRaw`
      INSERT INTO "Match" ("id", "gameId", "rulesVersion", "options", "seats", "visibility", "inviteCode", "creatorId",
                           "seed", "shuffleAlgorithm", "commitment", "status", "updatedAt")
      SELECT ${uuid('m')}, CASE WHEN i % 2 = 0 THEN 'maw' ELSE 'pope-joan' END, '1', '{}', 2,
             CASE WHEN i % 10 = 0 THEN 'private' ELSE 'open' END, 'code' || i, md5('p' || (i % ${PLAYERS}))::uuid,
             '\\x00', 'x', 'c', 'finished', timestamptz '2026-01-01' + i * interval '1 minute'
      FROM generate_series(0, ${MATCHES - 1}) AS i`;
    await db.$executeRaw`
      INSERT INTO "ArchivedMatch" ("matchId", "gameId", "options", "seatCount", "daysPerMove", "visibility", "createdAt",
                                   "endedAt", "result", "view")
      SELECT "id", "gameId", jsonb_build_object('target', 5 + (substr("inviteCode", 5)::int % 20)), 2,
             CASE WHEN substr("inviteCode", 5)::int % 3 = 0 THEN 3 END, "visibility", "createdAt", "updatedAt", '{}', '{}'
      FROM "Match"`;
    await db.$executeRaw`
      INSERT INTO "ArchivedSeat" ("matchId", "seat", "playerId", "side", "outcome", "rank", "score", "gameId",
                                  "visibility", "endedAt")
      SELECT m."matchId", s.seat,
             md5('p' || CASE WHEN s.seat = 0 THEN i % ${PLAYERS} ELSE (i + 1 + (i / ${PLAYERS}) % ${PLAYERS - 1}) % ${PLAYERS} END)::uuid,
             s.seat, CASE WHEN s.seat = i % 2 THEN 'won' ELSE 'lost' END, CASE WHEN s.seat = i % 2 THEN 1 ELSE 2 END,
             s.seat * 3, m."gameId", m."visibility", m."endedAt"
      FROM generate_series(0, ${MATCHES - 1}) AS i
      JOIN "ArchivedMatch" m ON m."matchId" = md5('m' || i)::uuid, (VALUES (0), (1)) AS s(seat)`;
    // Vacuumed and analyzed once, autovacuum off: left on, it vacuums and analyzes the freshly loaded tables while
    // the plans are read, and a plan read before it ran differs from one read after (CI saw a count scan ArchivedMatch).
    for (const table of ['Player', 'Match', 'ArchivedMatch', 'ArchivedSeat'])
      await db.$executeRawUnsafe(`ALTER TABLE "${table}" SET (autovacuum_enabled = false)`);
    await db.$executeRawUnsafe('VACUUM ANALYZE "Player", "Match", "ArchivedMatch", "ArchivedSeat"');
    const rows = await db.$queryRaw<{ key: string; id: string }[]>`
      SELECT 'p' || i AS key, md5('p' || i)::uuid::text AS id FROM generate_series(0, 3) AS i
      UNION ALL SELECT 'm' || i, md5('m' || i)::uuid::text FROM generate_series(0, 3) AS i`;
    uuids = new Map(rows.map((r) => [r.key, r.id]));
  }, 120_000); // 40,000 archived matches loaded

  async function scans(statement: Prisma.Sql): Promise<string[]> {
    const [row] = await prisma().$queryRaw<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`,
    );
    return seqScans(row['QUERY PLAN'][0].Plan).filter((table) => SUMMARY_TABLES.has(table));
  }

  const shapes: [string, () => Partial<ArchiveQuery>][] = [
    ['everything, latest first', () => ({})],
    ['everything, oldest first', () => ({ order: 'oldest' })],
    ['everything a signed-in reader may read', () => ({ readerId: player(1) })],
    ['a game', () => ({ gameId: 'maw' })],
    [
      'a game, oldest first, between two dates',
      () => ({
        gameId: 'maw',
        order: 'oldest',
        endedAfter: new Date('2026-01-10'),
        endedBefore: new Date('2026-01-20'),
      }),
    ],
    ['a game and option values', () => ({ gameId: 'maw', options: { target: 11 } })],
    ['seats and a time limit', () => ({ seats: 2, daysPerMove: 3 })],
    ['a player', () => ({ playerId: player(1) })],
    ['a player, oldest first, signed in', () => ({ playerId: player(1), order: 'oldest', readerId: player(2) })],
    ['a player in a game', () => ({ playerId: player(1), gameId: 'pope-joan' })],
    ['a player and an opponent', () => ({ playerId: player(1), opponentId: player(2) })],
    ['a player and a partner', () => ({ playerId: player(1), partnerId: player(2) })],
    ['a player’s wins', () => ({ playerId: player(1), outcome: 'won' })],
    ['a player’s rank in a game', () => ({ playerId: player(1), gameId: 'pope-joan', rank: 1 })],
  ];

  it.each(shapes)('pages %s through an index, first page and after a cursor', async (_name, shape) => {
    const query = { ...ANY, ...shape() };
    expect(await scans(searchStatement(query, null, 21))).toEqual([]);
    const after = { endedAtMs: Date.parse('2026-01-15'), matchId: uuidOf('m', 0) };
    expect(await scans(searchStatement(query, after, 21))).toEqual([]);
    // An export's walk: the keys of as many matches as a default export budget sends.
    expect(await scans(keysStatement(query, after, 2001))).toEqual([]);
  });

  it.each(shapes.filter(([name]) => name.startsWith('a player')))('counts %s through an index', async (_n, shape) => {
    expect(await scans(countStatement({ ...ANY, ...shape() }))).toEqual([]);
  });

  it('reads the table through where it must: the total of the whole archive counts every row (the check sees it)', async () => {
    expect(await prisma().archivedSeat.count()).toBe(2 * MATCHES);
    expect(await scans(countStatement(ANY))).toContain('ArchivedMatch');
  });

  it('counts a player’s statistics and a head to head through an index', async () => {
    for (const statement of [
      ...statsStatements(null, player(1), null),
      ...statsStatements(player(1), player(1), 'maw'),
      headToHeadStatement(null, player(1), player(2), null),
      headToHeadStatement(player(3), player(1), player(2), 'maw'),
    ])
      expect(await scans(statement)).toEqual([]);
  });
});
