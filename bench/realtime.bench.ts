/**
 * Subscription delivery latency across two instances: two `node dist/main.js`
 * processes on one PostgreSQL database and one Redis, 50 graphql-ws
 * subscribers to one match (the two players and 48 spectators, half on each
 * instance), moves submitted one at a time, alternately to each instance.
 * Latency is measured per subscriber and event, two ways (same host clock):
 * from the event's `at` (stamped by the server just before its append
 * transaction) and from the moment the client sent the move, to the moment
 * the subscriber's message arrived.
 *
 * Run: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:realtime
 * (REDIS_URL defaults to redis://127.0.0.1:6379; BENCH_MOVES sets the moves, default 120).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'graphql-ws';
import { createTestDatabase } from '../test/support/database';
import { xorshift } from '../test/support/random-playout';
import { ServerProcess } from '../test/support/server-process';
import { socketClient } from '../test/support/socket-client';

const SUBSCRIBERS = 50;
const MOVES = Number(process.env.BENCH_MOVES ?? 120);

interface Json {
  [key: string]: unknown;
}

async function call(base: string, method: string, path: string, body?: object, bearer?: string): Promise<Json> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function login(base: string, handle: string): Promise<string> {
  const body = { handle, password: 'correct horse battery' };
  await call(base, 'POST', '/api/auth/register', body);
  return (await call(base, 'POST', '/api/auth/login', body)).accessToken as string;
}

/** One subscriber: when each seq arrived, and the event's server stamp. */
class Subscriber {
  readonly arrived = new Map<number, { at: number; stamped: number }>();
  private waiting: { seq: number; resolve: () => void } | null = null;

  constructor(
    readonly instance: number,
    client: Client,
    matchId: string,
  ) {
    client.subscribe<{ matchEvents: { event: { seq: number; at: string } } }>(
      {
        query: 'subscription ($id: ID!) { matchEvents(matchId: $id) { event { seq at } } }',
        variables: { id: matchId },
      },
      {
        next: (result) => {
          const event = result.data?.matchEvents.event;
          if (!event) throw new Error(JSON.stringify(result.errors));
          this.arrived.set(event.seq, { at: Date.now(), stamped: Date.parse(event.at) });
          if (this.waiting && this.arrived.has(this.waiting.seq)) this.waiting.resolve();
        },
        error: (error) => {
          throw new Error(`subscription failed: ${JSON.stringify(error)}`);
        },
        complete: () => undefined,
      },
    );
  }

  until(seq: number): Promise<void> {
    if (this.arrived.has(seq)) return Promise.resolve();
    return new Promise((resolve) => (this.waiting = { seq, resolve }));
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function report(label: string, samples: number[]): void {
  const sorted = [...samples].sort((x, y) => x - y);
  console.log(
    `${label.padEnd(48)} p50 ${String(percentile(sorted, 50)).padStart(4)} ms   p99 ${String(percentile(sorted, 99)).padStart(4)} ms   (${sorted.length} deliveries)`,
  );
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error('set DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database there)');
  // Migrated by the first instance as it starts, as in docker-compose.yml.
  const db = await createTestDatabase({ migrate: false });
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000000',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const first = await ServerProcess.start(env);
  const servers = [first, await ServerProcess.start({ ...env, MIGRATE_ON_START: 'false' })];
  const clients: Client[] = [];
  try {
    const bases = servers.map((s) => s.base);
    const players = await Promise.all(['ann', 'ben'].map((h, i) => login(bases[i], h)));
    const spectators = await Promise.all(
      Array.from({ length: SUBSCRIBERS - 2 }, (_, i) => login(bases[i % 2], `watcher${i}`)),
    );
    const created = await call(bases[0], 'POST', '/api/matches', { gameId: 'maw' }, players[0]);
    const id = (created.match as Json).id as string;
    await call(bases[1], 'POST', `/api/matches/${id}/join`, {}, players[1]);
    const subscribers = [...players, ...spectators].map((bearer, i) => {
      const client = socketClient(`${bases[i % 2].replace('http', 'ws')}/graphql`, bearer);
      clients.push(client);
      return new Subscriber(i % 2, client, id);
    });
    const start = (await call(bases[0], 'GET', `/api/matches/${id}`, undefined, players[0])).seq as number;
    await Promise.all(subscribers.map((s) => s.until(start - 1)));

    const fromStamp: number[][] = [[], []];
    const fromSend: number[] = [];
    const pick = xorshift(1);
    let played = 0;
    while (played < MOVES) {
      const instance = played % 2;
      const views = await Promise.all(
        players.map((bearer) => call(bases[instance], 'GET', `/api/matches/${id}`, undefined, bearer)),
      );
      const mover = views.findIndex((v) => (v.legalMoves as unknown[]).length > 0);
      if (views[0].status !== 'active' || mover < 0) break;
      const legal = views[mover].legalMoves as { text: string }[];
      const sent = Date.now();
      const res = await call(
        bases[instance],
        'POST',
        `/api/matches/${id}/moves`,
        { expectedSeq: views[mover].seq, move: legal[Math.floor(pick() * legal.length)].text },
        players[mover],
      );
      const last = ((res.match as Json).seq as number) - 1;
      await Promise.all(subscribers.map((s) => s.until(last)));
      for (const s of subscribers) {
        const got = s.arrived.get(last);
        if (!got) throw new Error('missing delivery');
        fromStamp[s.instance === instance ? 0 : 1].push(got.at - got.stamped);
        fromSend.push(got.at - sent);
      }
      played++;
    }
    console.log(
      `subscription delivery, ${SUBSCRIBERS} subscribers on one match (${SUBSCRIBERS / 2} per instance), two instances + Redis, ${played} moves`,
    );
    report('commit stamp -> client, same instance', fromStamp[0]);
    report('commit stamp -> client, other instance', fromStamp[1]);
    report('commit stamp -> client, all', [...fromStamp[0], ...fromStamp[1]]);
    report('move sent -> every subscriber, all', fromSend);
  } catch (error) {
    for (const s of servers) process.stderr.write(s.output);
    throw error;
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
