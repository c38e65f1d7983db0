import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { graphql, registerAndLogin } from '../support/auth-client';
import { bootTestApp } from '../support/app';
import { TestDatabase, createTestDatabase } from '../support/database';
import { LEVEL, capturedLogs } from '../support/log-capture';
import { MatchBody, MatchClient } from '../support/match-client';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchVerifier } from '../../src/matches/verify/match-verifier';
import { TurnFeed } from '../../src/matches/realtime/turn-feed';

// The same secret for both boots, so sessions outlive the restart as they do in production.
const env = { RATE_LIMIT_MAX: '100000', JWT_SECRET: 'restart-test-secret-of-at-least-32-chars' };

describe('matches after a restart (a new app on the same database replays the log)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let bearers: { ann: string; ben: string };
  let played: string;
  let pinned: string;
  let corrupted: string;
  const before = new Map<string, MatchBody>();

  function client(handle: 'ann' | 'ben'): MatchClient {
    return new MatchClient(app, handle, bearers[handle]);
  }

  /** Plays `moves` chosen moves (the first legal one of whoever decides). */
  async function play(id: string, moves: number): Promise<void> {
    for (let n = 0; n < moves; n++) {
      const turns = await Promise.all(
        [client('ann'), client('ben')].map(async (c) => ({ c, match: await c.match(id) })),
      );
      const turn = turns.find((x) => x.match.legalMoves.length > 0);
      if (!turn) throw new Error('nobody may move');
      await turn.c
        .post(`/api/matches/${id}/moves`, { expectedSeq: turn.match.seq, move: turn.match.legalMoves[0].text })
        .expect(200);
    }
  }

  async function startedMaw(): Promise<string> {
    const id = await client('ann').create({ gameId: 'maw' });
    await client('ben').post(`/api/matches/${id}/join`).expect(200);
    return id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await bootTestApp(db, { env });
    bearers = { ann: await registerAndLogin(app, 'ann'), ben: await registerAndLogin(app, 'ben') };
    played = await startedMaw();
    await play(played, 6);
    pinned = await startedMaw();
    corrupted = await startedMaw();
    await play(corrupted, 3);
    for (const handle of ['ann', 'ben'] as const) before.set(handle, await client(handle).match(played));
    await app.close();
    app = await bootTestApp(db, { env });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('reads the same for each player: view, legal moves and seq', async () => {
    for (const handle of ['ann', 'ben'] as const) {
      const after = await client(handle).match(played);
      expect(after.seq).toBe(before.get(handle)?.seq);
      expect(after.view).toEqual(before.get(handle)?.view);
      expect(after.legalMoves).toEqual(before.get(handle)?.legalMoves);
      expect(after).toEqual(before.get(handle));
    }
    await play(played, 1);
    expect((await client('ann').match(played)).seq).toBeGreaterThan(before.get('ann')?.seq ?? Infinity);
  });

  it('refuses a match pinned to a rules version this server does not play, with UNKNOWN_RULES_VERSION', async () => {
    await app.get(PrismaService).match.update({ where: { id: pinned }, data: { rulesVersion: 'maw-0.1' } });
    const read = await client('ann').get(`/api/matches/${pinned}`).expect(409);
    expect(read.body.error.code).toBe('UNKNOWN_RULES_VERSION');
    expect(read.body.error.message).toMatch(
      new RegExp(`^match ${pinned} was created under rules maw-0\\.1; this server plays \\S+$`),
    );
    const move = await client('ann').post(`/api/matches/${pinned}/moves`, { expectedSeq: 3, move: 'five' }).expect(409);
    expect(move.body.error.code).toBe('UNKNOWN_RULES_VERSION');
  });

  it('reports a log edited to an illegal move as CORRUPT_LOG, without the engine’s reason, and verify names the event', async () => {
    const prisma = app.get(PrismaService);
    const first = await prisma.matchEvent.findFirstOrThrow({
      where: { matchId: corrupted, kind: 'move' },
      orderBy: { seq: 'asc' },
    });
    // The first chosen move is the `five` decision; `accept` is the dealer's answer to it, illegal here.
    await prisma.matchEvent.update({
      where: { matchId_seq: { matchId: corrupted, seq: first.seq } },
      data: { payload: { ...(first.payload as object), move: 'accept' } },
    });
    const read = await client('ben').get(`/api/matches/${corrupted}`).expect(500);
    expect(read.body.error).toEqual({
      code: 'CORRUPT_LOG',
      message: `match ${corrupted} does not replay at event ${first.seq}; an operator can inspect it with: npm run match:verify -- ${corrupted}`,
      details: {},
    });
    // The operator hears of it in the log, with the stack (the client gets neither).
    expect(capturedLogs()).toContainEqual(
      expect.objectContaining({
        level: LEVEL.error,
        context: 'ErrorFilter',
        msg: expect.stringMatching(
          new RegExp(`DomainError: match ${corrupted} does not replay at event ${first.seq};.*\n +at `),
        ),
      }),
    );
    const report = await app.get(MatchVerifier).verify(corrupted);
    expect(report.ok).toBe(false);
    expect(report.seq).toBe(first.seq);
    expect(report.problems[0]).toMatch(new RegExp(`^event ${first.seq} does not replay: [A-Z_]+ `));
  });

  it('still lists the matches it cannot rebuild, with what their rows hold and the problem, beside those it can', async () => {
    const rest = (await client('ben').get('/api/matches?limit=10').expect(200)).body.items as MatchBody[];
    const listed = new Map(rest.map((m) => [m.id, m]));
    expect(listed.get(played)).toEqual({ ...(await client('ben').match(played)), problem: null });
    const row = {
      status: 'active',
      yourSeat: 1,
      decision: null,
      deadline: null,
      view: null,
      legalMoves: [],
      result: null,
      seed: null,
    };
    expect(listed.get(pinned)).toMatchObject({
      ...row,
      rulesVersion: 'maw-0.1',
      players: [
        { handle: 'ann', seat: 0 },
        { handle: 'ben', seat: 1 },
      ],
    });
    expect(listed.get(pinned)?.problem).toEqual({
      code: 'UNKNOWN_RULES_VERSION',
      message: expect.stringContaining('was created under rules maw-0.1'),
    });
    expect(listed.get(corrupted)).toMatchObject({
      ...row,
      problem: { code: 'CORRUPT_LOG', message: expect.stringContaining('does not replay') },
    });
    expect(capturedLogs()).toContainEqual(
      expect.objectContaining({
        level: LEVEL.error,
        context: 'MatchListings',
        msg: expect.stringContaining(`match ${corrupted} does not replay`),
      }),
    );
    const gql = await graphql(
      app,
      '{ myMatches(input: { limit: 10 }) { items { id view { __typename } problem { code } } } }',
      {},
      bearers.ben,
    ).expect(200);
    expect(gql.body.data.myMatches.items).toEqual(
      expect.arrayContaining([
        { id: pinned, view: null, problem: { code: 'UNKNOWN_RULES_VERSION' } },
        { id: played, view: { __typename: 'MawView' }, problem: null },
      ]),
    );
  });

  it('keeps a turn feed going past a match awaiting its player that it cannot rebuild', async () => {
    const [awaited] = (await app.get(PrismaService).match.findUniqueOrThrow({ where: { id: pinned } })).awaiting;
    const feed = await app.get(TurnFeed).notices(awaited);
    await client('ann').post(`/api/matches/${played}/resign`).expect(200);
    const reasons: string[] = [];
    for (let n = await feed.next(); !n.done; n = await feed.next()) {
      expect(n.value.match.id).toBe(played);
      reasons.push(n.value.reason);
      if (n.value.reason === 'MATCH_ENDED') break;
    }
    expect(reasons.at(-1)).toBe('MATCH_ENDED');
    await feed.return?.();
  });
});
