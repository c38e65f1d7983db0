import { useTestApp } from '../support/app';
import { MatchClient, startedMaw, twoPlayers } from '../support/match-client';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
import { VERIFY_EXIT, verifyAllCommand, verifyCommand } from '../../src/matches/verify/verify-command';

describe('match:verify (replays a match from scratch against its row)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    ({ ann, ben } = await twoPlayers(t.app));
  });

  async function run(matchId: string): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await verifyCommand(t.app.get(MatchVerifier), matchId, (line) => lines.push(line));
    return { code, lines };
  }

  it('exits 0 with one line when the log replays and the row agrees', async () => {
    const id = await startedMaw(ann, ben);
    const { seq } = await ann.match(id);
    expect(await run(id)).toEqual({
      code: VERIFY_EXIT.AGREES,
      lines: [`match ${id}: the log replays to seq ${seq} and the row agrees`],
    });
  });

  it('agrees with an open match nobody has joined, and with one its creator sits in', async () => {
    for (const takeSeat of [false, true]) {
      const id = await ann.create({ gameId: 'maw', takeSeat });
      const { seq } = await ann.match(id);
      expect(seq).toBe(takeSeat ? 1 : 0);
      expect(await run(id)).toEqual({
        code: VERIFY_EXIT.AGREES,
        lines: [`match ${id}: the log replays to seq ${seq} and the row agrees`],
      });
    }
  });

  it('exits 1 and names each column where the row disagrees with the log', async () => {
    const id = await startedMaw(ann, ben);
    const { seq } = await ann.match(id);
    await t.app.get(PrismaService).match.update({ where: { id }, data: { status: 'finished', seq: seq + 1 } });
    expect(await run(id)).toEqual({
      code: VERIFY_EXIT.DIVERGES,
      lines: [
        `match ${id}: 2 divergence(s); the log replays to seq ${seq}`,
        `  row seq ${seq + 1}, log length ${seq}`,
        `  row status "finished", log says "active"`,
      ],
    });
  });

  it('exits 1 and names the first event that does not replay, with the engine’s reason (for the operator only)', async () => {
    const id = await startedMaw(ann, ben);
    const turns = await Promise.all([ann, ben].map(async (client) => ({ client, match: await client.match(id) })));
    const turn = turns.find((x) => x.match.legalMoves.length > 0);
    if (!turn) throw new Error('nobody may move');
    await turn.client
      .post(`/api/matches/${id}/moves`, { expectedSeq: turn.match.seq, move: turn.match.legalMoves[0].text })
      .expect(200);
    const prisma = t.app.get(PrismaService);
    const first = await prisma.matchEvent.findFirstOrThrow({
      where: { matchId: id, kind: 'move' },
      orderBy: { seq: 'asc' },
    });
    await prisma.matchEvent.update({
      where: { matchId_seq: { matchId: id, seq: first.seq } },
      data: { payload: { ...(first.payload as object), move: 'accept' } },
    });
    const { code, lines } = await run(id);
    expect(code).toBe(VERIFY_EXIT.DIVERGES);
    expect(lines[1]).toMatch(new RegExp(`^  event ${first.seq} does not replay: [A-Z_]+ .+`));
  });

  it('exits 1 for a match under a rules version this server does not play, and 2 for no such match', async () => {
    const id = await startedMaw(ann, ben);
    await t.app.get(PrismaService).match.update({ where: { id }, data: { rulesVersion: 'maw-0.1' } });
    expect(await run(id)).toEqual({
      code: VERIFY_EXIT.DIVERGES,
      lines: [
        expect.stringMatching(
          new RegExp(`^match ${id}: UNKNOWN_RULES_VERSION: match ${id} was created under rules maw-0\\.1`),
        ),
      ],
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await run(missing)).toEqual({
      code: VERIFY_EXIT.USAGE,
      lines: [`match ${missing}: NOT_FOUND: no match ${missing}`],
    });
  });

  it('exits 1 when the row holds a commitment its seed does not make', async () => {
    const id = await startedMaw(ann, ben);
    const prisma = t.app.get(PrismaService);
    const { commitment } = await prisma.match.findUniqueOrThrow({ where: { id } });
    const forged = commitment.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await prisma.match.update({ where: { id }, data: { commitment: forged } });
    const { code, lines } = await run(id);
    expect(code).toBe(VERIFY_EXIT.DIVERGES);
    expect(lines).toContain(`  row commitment ${forged}, but the seed commits to ${commitment}`);
  });

  it('refuses to replay a match dealt by a shuffle this server does not deal by, in verify and in listings', async () => {
    const id = await startedMaw(ann, ben);
    await t.app.get(PrismaService).match.update({ where: { id }, data: { shuffleAlgorithm: 'fisher-yates-v0' } });
    expect(await run(id)).toEqual({
      code: VERIFY_EXIT.DIVERGES,
      lines: [
        expect.stringMatching(
          new RegExp(`^match ${id}: UNKNOWN_SHUFFLE_ALGORITHM: match ${id} was dealt by fisher-yates-v0`),
        ),
      ],
    });
    const listed = (await ann.get('/api/matches?limit=100').expect(200)).body.items as {
      id: string;
      problem: unknown;
    }[];
    expect(listed.find((m) => m.id === id)?.problem).toMatchObject({ code: 'UNKNOWN_SHUFFLE_ALGORITHM' });
  });

  it('with --all, walks every match a page at a time and prints only those that diverge, then a count', async () => {
    const prisma = t.app.get(PrismaService);
    const agrees = await startedMaw(ann, ben);
    const diverges = await startedMaw(ann, ben);
    await prisma.match.update({ where: { id: diverges }, data: { status: 'finished' } });
    const lines: string[] = [];
    const code = await verifyAllCommand(t.app.get(MatchVerifier), (line) => lines.push(line), 2);
    expect(code).toBe(VERIFY_EXIT.DIVERGES);
    const all = await prisma.match.findMany({ select: { id: true } });
    // Each diverging match is named once, with its details; matches that agree are not named.
    const named = lines.flatMap((line) => /^match (\S+):/.exec(line)?.[1] ?? []);
    expect(new Set(named).size).toBe(named.length);
    expect(named).toContain(diverges);
    expect(named).not.toContain(agrees);
    expect(lines.at(-1)).toBe(`${all.length} match(es) verified: ${named.length} diverge or cannot be replayed`);
    for (const id of named) {
      const one: string[] = [];
      await verifyCommand(t.app.get(MatchVerifier), id, (line) => one.push(line));
      expect(lines).toEqual(expect.arrayContaining(one));
    }
  });

  it('with --all, exits 0 with the count when every row agrees', async () => {
    const lines: string[] = [];
    const everyone = {
      verify: t.app.get(MatchVerifier).verify.bind(t.app.get(MatchVerifier)),
      matchIds: async (after: string | null) => (after === null ? [await startedMaw(ann, ben)] : []),
    };
    expect(await verifyAllCommand(everyone, (line) => lines.push(line))).toBe(VERIFY_EXIT.AGREES);
    expect(lines).toEqual(['1 match(es) verified: every row agrees with its log']);
  });
});
