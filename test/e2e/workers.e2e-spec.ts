import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createTestDatabase, TestDatabase } from '../support/database';
import { compiled } from '../support/compiled-sources';
import { ServerProcess } from '../support/server-process';
import { until } from '../support/wait';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The worker processes a primary has forked (Linux). */
function workersOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(' ').map(Number);
}

/** How long a process has run, in ms (Linux: its start time in clock ticks of 1/100 s since boot). */
function ageMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return uptimeSeconds * 1000 - startTicks * 10;
}

/** A worker that dies sooner than this after it started stops the server instead of being replaced. */
const STABLE_AFTER_S = 1;

async function json(
  base: string,
  method: string,
  path: string,
  body?: object,
  bearer?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// WORKERS=2: one primary forking two whole instances that share the port, PostgreSQL and Redis.
(serverUrl ? describe : describe.skip)(
  `WORKERS=2${serverUrl ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server; needs Redis at REDIS_URL or 127.0.0.1:6379)'}`,
  () => {
    let db: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      db = await createTestDatabase({ migrate: false });
      server = await ServerProcess.start(
        {
          NODE_ENV: 'test',
          // Info: each worker says when it listens.
          LOG_LEVEL: 'info',
          WORKERS: '2',
          DATABASE_URL: db.url,
          REDIS_URL: redisUrl,
          RATE_LIMIT_MAX: '100000',
          RATE_LIMIT_AUTH_MAX: '100000',
          JWT_SECRET: randomBytes(32).toString('hex'),
          WORKER_STABLE_AFTER: `${STABLE_AFTER_S}s`,
        },
        compiled('main.js'),
      );
    }, 120_000); // two workers start and migrate a fresh database, one at a time

    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    });

    it('serves a whole game through both workers, each migrating safely and following the other', async () => {
      await until('two workers', () => (workersOf(server.pid).length === 2 ? true : undefined));
      // Both migrated the fresh database at once, taking turns at the migration lock, and listen; neither gave up
      // (the primary says so when a worker exits, before any other could start).
      await until('both workers listening', () => server.output.split('Parlour listening on').length === 3);
      expect(server.output).not.toContain('exited');
      const player = async (handle: string): Promise<string> => {
        await json(server.base, 'POST', '/api/auth/register', { handle, password: 'correct horse battery' });
        return (await json(server.base, 'POST', '/api/auth/login', { handle, password: 'correct horse battery' })).body
          .accessToken as string;
      };
      const bearers = [await player('ann'), await player('ben')];
      const created = await json(server.base, 'POST', '/api/matches', { gameId: 'maw' }, bearers[0]);
      const id = (created.body.match as { id: string }).id;
      expect((await json(server.base, 'POST', `/api/matches/${id}/join`, undefined, bearers[1])).status).toBe(200);
      // fetch opens new connections freely, so the requests are spread over both workers.
      let moves = 0;
      for (;;) {
        const views = await Promise.all(
          bearers.map(async (b) => (await json(server.base, 'GET', `/api/matches/${id}`, undefined, b)).body),
        );
        const mover = views.findIndex((v) => (v.legalMoves as unknown[]).length > 0);
        if (views[0].status !== 'active' || mover < 0) break;
        const view = views[mover] as { seq: number; legalMoves: { text: string }[] };
        const res = await json(
          server.base,
          'POST',
          `/api/matches/${id}/moves`,
          { expectedSeq: view.seq, move: view.legalMoves[0].text },
          bearers[mover],
        );
        expect(res.status).toBe(200);
        moves++;
      }
      expect(moves).toBeGreaterThan(10);

      const verified = await json(server.base, 'GET', `/api/matches/${id}`, undefined, bearers[0]);
      expect(verified.body.status).toBe('finished');
    }, 120_000);

    it('replaces a worker that dies, and stops every worker on SIGTERM', async () => {
      const [first, second] = workersOf(server.pid);
      // A worker that dies within WORKER_STABLE_AFTER of starting stops the server instead (a crash loop).
      await until('the worker to have run past WORKER_STABLE_AFTER', () => ageMs(first) > STABLE_AFTER_S * 1000);
      process.kill(first, 'SIGKILL');
      const replaced = await until('a new worker', () => {
        const now = workersOf(server.pid);
        return now.length === 2 && !now.includes(first) ? now : undefined;
      });
      expect(replaced).toContain(second);
      expect((await fetch(`${server.base}/ready`)).ok).toBe(true);
      await server.stop();
      for (const pid of replaced) expect(existsSync(`/proc/${pid}`)).toBe(false);
    });
  },
);
