import { randomBytes } from 'node:crypto';
import { compiled } from '../support/compiled-sources';
import { TestDatabase, createTestDatabase } from '../support/database';
import { ServerProcess } from '../support/server-process';
import { useServerProcess } from '../support/server-fixture';
import { until } from '../support/wait';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface MatchJson {
  id: string;
  seq: number;
  status: string;
  yourSeat: number | null;
  decision: { seats: number[] } | null;
  legalMoves: { text: string }[];
}

interface EventJson {
  seq: number;
  kind: string;
  player: string | null;
  seat: number | null;
  forced: boolean | null;
}

const BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  MIGRATE_ON_START: 'false',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_AUTH_MAX: '100000',
  // A job claimed by a killed server is claimed again within 10 s (JOB_EXPIRE must outlast a webhook's attempts).
  JOB_EXPIRE: '5s',
  WEBHOOK_TIMEOUT: '1',
};

async function register(server: ServerProcess, handle: string): Promise<string> {
  const res = await server.call('POST', '/api/auth/register', { handle, password: 'correct horse battery' });
  if (res.status !== 201) throw new Error(`registering ${handle}: ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

/** A Maw match of `bearer`'s player against a seated heuristic bot, started: the answer's match. */
async function againstBot(server: ServerProcess, bearer: string): Promise<MatchJson> {
  const created = await server.call('POST', '/api/matches', { gameId: 'maw', options: { target: 5 } }, bearer);
  const id = (created.body.match as MatchJson).id;
  const seated = await server.call('POST', `/api/matches/${id}/bots`, { kind: 'heuristic' }, bearer);
  if (seated.status !== 200) throw new Error(`seating a bot: ${JSON.stringify(seated.body)}`);
  return seated.body.match as MatchJson;
}

/** The whole log of a match, as `bearer`'s player reads it. */
async function log(server: ServerProcess, bearer: string, id: string): Promise<EventJson[]> {
  const events: EventJson[] = [];
  for (let cursor: string | null = null; ;) {
    const query: string = cursor === null ? 'fromSeq=0&limit=200' : `fromSeq=0&limit=200&cursor=${cursor}`;
    const page = await server.call('GET', `/api/matches/${id}/events?${query}`, undefined, bearer);
    events.push(...(page.body.items as EventJson[]));
    cursor = page.body.next as string | null;
    if (cursor === null) return events;
  }
}

/** The player's move when it is theirs (its first legal one); false when the match is over. */
async function moveIfMine(server: ServerProcess, bearer: string, id: string): Promise<boolean> {
  const m = (await server.call('GET', `/api/matches/${id}`, undefined, bearer)).body as unknown as MatchJson;
  if (m.status !== 'active') return false;
  if (m.legalMoves.length > 0) {
    const res = await server.call(
      'POST',
      `/api/matches/${id}/moves`,
      {
        expectedSeq: m.seq,
        move: m.legalMoves[0].text,
      },
      bearer,
    );
    if (res.status !== 200 && (res.body.error as { code: string }).code !== 'STALE_SEQ')
      throw new Error(`a move in ${id}: ${JSON.stringify(res.body)}`);
  }
  return true;
}

/** Every batch the bot was awaited at (a seq its seat was left to decide) got exactly one move of the bot there. */
function expectEachBotTurnPlayedOnce(events: readonly EventJson[]): void {
  const botMoves = events.filter((e) => e.kind === 'move' && e.forced === false && e.player === 'heuristic-bot');
  expect(botMoves.length).toBeGreaterThan(0);
  expect(new Set(botMoves.map((e) => e.seq)).size).toBe(botMoves.length);
  for (const e of botMoves) expect(e.seat).toBe(1);
}

// The server as production runs it, killed with SIGKILL while a bot's move waits in the queue (BOT_DELAY): started
// again on the same database, the bot makes that move, once.
describe(`a bot's pending move across a kill -9, on ${serverUrl ? 'PostgreSQL' : 'the embedded database in DATA_DIR'}`, () => {
  const { start, query } = useServerProcess('bots', {
    ...BASE_ENV,
    // Long enough that the kill comes while the move waits.
    BOT_DELAY: '3',
  });

  it('makes the move after the restart, once, and the match goes on', async () => {
    let s = await start();
    const ann = await register(s, 'ann');
    let m = await againstBot(s, ann);
    // Until the bot is awaited: ann's move when it is hers.
    while (m.legalMoves.length > 0) {
      const res = await s.call(
        'POST',
        `/api/matches/${m.id}/moves`,
        { expectedSeq: m.seq, move: m.legalMoves[0].text },
        ann,
      );
      m = res.body.match as MatchJson;
    }
    const pending = m.seq;
    await s.kill();
    s = await start();
    const after = await until('the bot to move', async () => {
      const now = (await s.call('GET', `/api/matches/${m.id}`, undefined, ann)).body as unknown as MatchJson;
      return now.seq > pending ? now : undefined;
    });
    const events = await log(s, ann, m.id);
    expect(events[pending]).toMatchObject({ kind: 'move', player: 'heuristic-bot', seat: 1, forced: false });
    expect(after.status === 'finished' || after.decision !== null).toBe(true);
    expectEachBotTurnPlayedOnce(events);
    // No second move for that turn can come later: its one job has ended with it (read once the server has stopped,
    // which waits for the jobs in hand).
    await s.stop();
    const jobs = await query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'bot-move' AND data->>'matchId' = $1 AND (data->>'seq')::int = $2`,
      [m.id, pending],
    );
    expect(jobs).toEqual([{ state: 'completed' }]);
  });
});

// Two real server processes on one PostgreSQL database: the bot-move jobs of many matches, added and claimed on either,
// each make their bot's move exactly once, and every match plays to its end.
(serverUrl ? describe : describe.skip)(
  `bots on two server instances${serverUrl ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server; the embedded database belongs to one process)'}`,
  () => {
    let db: TestDatabase;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      db = await createTestDatabase();
      const env = {
        ...BASE_ENV,
        DATABASE_URL: db.url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        JWT_SECRET: randomBytes(32).toString('hex'),
        BOT_DELAY: '0',
      };
      servers = await Promise.all([0, 1].map(() => ServerProcess.start(env, compiled('main.js'))));
    }, 120_000); // two server processes start

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
    });

    it('plays every match to its end, each bot turn moved once, with one job each', async () => {
      const ann = await register(servers[0], `ann-${randomBytes(3).toString('hex')}`);
      const matches = await Promise.all([0, 1, 2, 3].map((i) => againstBot(servers[i % 2], ann)));
      // Ann's moves alternate between the instances; the bots' jobs are added and claimed on either.
      await Promise.all(
        matches.map(async (m, i) => {
          const end = Date.now() + 200_000;
          for (let n = i; await moveIfMine(servers[n % 2], ann, m.id); n++) {
            if (Date.now() > end) throw new Error(`match ${m.id} did not end`);
            await new Promise((r) => setTimeout(r, 20));
          }
        }),
      );
      for (const m of matches) {
        const events = await log(servers[1], ann, m.id);
        expect(events.some((e) => e.kind === 'move')).toBe(true);
        expectEachBotTurnPlayedOnce(events);
      }
      const { rows } = await db.pool.query<{ key: string; jobs: number; failed: number }>(`
        SELECT singleton_key AS "key", count(*)::int AS "jobs", count(*) FILTER (WHERE state = 'failed')::int AS "failed"
        FROM pgboss.job WHERE name = 'bot-move' GROUP BY singleton_key`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ jobs: 1, failed: 0 });
    }, 300_000);
  },
);
