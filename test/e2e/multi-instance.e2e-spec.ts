import { randomBytes } from 'node:crypto';
import { Client } from 'graphql-ws';
import { createTestDatabase, TestDatabase } from '../support/database';
import { EVENT_FIELDS } from '../support/match-fragments';
import { xorshift } from '../support/random-playout';
import { compiled } from '../support/compiled-sources';
import { ServerProcess } from '../support/server-process';
import { within } from '../support/wait';
import { NdjsonStream } from '../support/ndjson-stream';
import { Received, rawSocket, socketClient } from '../support/socket-client';
import { SUBMIT_MOVE } from '../support/match-queries';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Every call comes from this address (the instances trust X-Forwarded-For), so that no other run shares its budgets in Redis.
const clientIp = `10.${[...randomBytes(3)].join('.')}`;

interface Json {
  [key: string]: unknown;
}

/** A player's JSON calls to one instance or another. */
class Player {
  constructor(
    readonly handle: string,
    readonly bearer: string,
  ) {}

  static async register(base: string, handle: string): Promise<Player> {
    const body = { handle, password: 'correct horse battery' };
    await call(base, 'POST', '/api/auth/register', body);
    const login = await call(base, 'POST', '/api/auth/login', body);
    return new Player(handle, login.body.accessToken as string);
  }

  call(base: string, method: string, path: string, body?: object): Promise<{ status: number; body: Json }> {
    return call(base, method, path, body, this.bearer);
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: object,
  bearer?: string,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

type MatchJson = { seq: number; status: string; legalMoves: { text: string }[] };

// Two real server processes on one PostgreSQL database and one Redis: what docker-compose runs behind its proxy.
(serverUrl ? describe : describe.skip)(
  `two server instances${serverUrl ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server; needs Redis at REDIS_URL or 127.0.0.1:6379)'}`,
  () => {
    let db: TestDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    let ann: Player;
    let ben: Player;
    const sockets: Client[] = [];

    beforeAll(async () => {
      db = await createTestDatabase();
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl,
        MIGRATE_ON_START: 'false',
        RATE_LIMIT_MAX: '100000',
        // Two registrations and two logins before the tests, and a few more to share.
        RATE_LIMIT_AUTH_MAX: '10',
        RATE_LIMIT_WINDOW: '1h',
        TRUST_PROXY: '1',
        // An idle stream's headers go out within a second.
        STREAM_KEEPALIVE: '1',
        // Both instances must verify each other's sessions.
        JWT_SECRET: randomBytes(32).toString('hex'),
      };
      [a, b] = await Promise.all([0, 1].map(() => ServerProcess.start(env, compiled('main.js'))));
      ann = await Player.register(a.base, 'ann');
      ben = await Player.register(b.base, 'ben');
    }, 180_000); // two server processes start

    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.dispose()));
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.drop();
    });

    function socket(url: string, bearer: string): Client {
      const client = socketClient(url, bearer);
      sockets.push(client);
      return client;
    }

    async function newMatch(): Promise<string> {
      const created = await ann.call(a.base, 'POST', '/api/matches', { gameId: 'maw' });
      const id = (created.body.match as Json).id as string;
      expect((await ben.call(b.base, 'POST', `/api/matches/${id}/join`)).status).toBe(200);
      return id;
    }

    /** Who must move, as read from `base`. */
    async function turn(base: string, id: string): Promise<{ player: Player; match: MatchJson } | null> {
      for (const player of [ann, ben]) {
        const match = (await player.call(base, 'GET', `/api/matches/${id}`)).body as unknown as MatchJson;
        if (match.status !== 'active') return null;
        if (match.legalMoves.length > 0) return { player, match };
      }
      throw new Error('nobody may move');
    }

    it('delivers moves submitted on one instance to subscribers and streams on the other, in order, and each instance reads fresh state', async () => {
      const id = await newMatch();
      const wsUrl = (base: string) => `${base.replace('http', 'ws')}/graphql`;
      const onB = new Received<{ matchEvents: { event: Json & { seq: number } } }>(
        socket(wsUrl(b.base), ben.bearer),
        `${EVENT_FIELDS} subscription ($id: ID!) { matchEvents(matchId: $id) { event { ...EventFields } } }`,
        { id },
      );
      const onA = new NdjsonStream(Number(new URL(a.base).port), `/api/matches/${id}/stream`, ann.bearer);
      const pick = xorshift(21);
      let seq = 0;
      // Alternate the instance taking each move, so each one's state cache is behind the database every time.
      for (let i = 0; i < 24; i++) {
        const base = i % 2 === 0 ? a.base : b.base;
        const now = await turn(base, id);
        if (!now) break;
        const move = now.match.legalMoves[Math.floor(pick() * now.match.legalMoves.length)];
        const res = await now.player.call(base, 'POST', `/api/matches/${id}/moves`, {
          expectedSeq: now.match.seq,
          move: move.text,
        });
        expect(res.status).toBe(200);
        seq = (res.body.match as Json).seq as number;
        await onB.until((r) => r.values.some((v) => v.matchEvents.event.seq === seq - 1));
        await onA.until((s) => s.values.some((v) => (v.event as Json).seq === seq - 1));
      }
      const seqs = [...Array(seq).keys()];
      expect(onB.values.map((v) => v.matchEvents.event.seq)).toEqual(seqs);
      expect(onA.values.map((v) => (v.event as Json).seq)).toEqual(seqs);
      const log = (await ann.call(b.base, 'GET', `/api/matches/${id}/events?limit=1000`)).body as Json;
      expect(log.next).toBeNull();
      expect(onA.values.map((v) => v.event)).toEqual(log.items);
      onB.unsubscribe();
      onA.close();
    });

    it('accepts exactly one of two submissions at the same seq through the two instances', async () => {
      const id = await newMatch();
      for (let round = 0; round < 10; round++) {
        const now = await turn(a.base, id);
        if (!now) break;
        const move = now.match.legalMoves[0].text;
        const results = await Promise.all(
          [a.base, b.base].map((base) =>
            now.player.call(base, 'POST', `/api/matches/${id}/moves`, { expectedSeq: now.match.seq, move }),
          ),
        );
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(results.find((r) => r.status === 409)?.body.error).toMatchObject({ code: 'STALE_SEQ' });
      }
      const verify = await turn(b.base, id);
      expect(verify?.match.seq ?? Infinity).toBeGreaterThanOrEqual(13);
    });

    it('keeps one rate-limit budget per caller whichever instance a call reaches', async () => {
      const login = { handle: 'ann', password: 'correct horse battery' };
      const remaining: number[] = [];
      let last = await call(a.base, 'POST', '/api/auth/login', login);
      for (let i = 1; last.status === 200 && i < 20; i++) {
        remaining.push(Number(last.headers.get('ratelimit-remaining')));
        last = await call(i % 2 === 0 ? a.base : b.base, 'POST', '/api/auth/login', login);
      }
      expect(last.status).toBe(429);
      expect(last.body.error).toMatchObject({ code: 'RATE_LIMITED' });
      // The credentials budget (10 an hour) as one count across both instances, the four calls before the tests included.
      expect(remaining).toEqual([5, 4, 3, 2, 1, 0]);
      await call(a.base, 'POST', '/api/auth/login', login).then((res) => expect(res.status).toBe(429));
    });

    // Last: it logs ann out.
    it("ends a revoked token's socket and stream, and a logged-out session's, on the other instance before the revoking request returns", async () => {
      const id = await newMatch();
      const now = await turn(a.base, id);
      if (!now) throw new Error('the match ended at once');
      const created = await now.player.call(a.base, 'POST', '/api/tokens', {
        description: 'a bot',
        scopes: ['match:read', 'match:play'],
      });
      const token = { id: (created.body.token as Json).id as string, secret: created.body.secret as string };
      const wsB = `${b.base.replace('http', 'ws')}/graphql`;
      const portB = Number(new URL(b.base).port);
      const tokenSocket = rawSocket(wsB, { authorization: `Bearer ${token.secret}` });
      const sessionSocket = rawSocket(wsB, { authorization: `Bearer ${ann.bearer}` });
      await Promise.all([tokenSocket.acked, sessionSocket.acked]);
      const tokenStream = new NdjsonStream(portB, '/api/me/turns/stream', token.secret);
      const sessionStream = new NdjsonStream(portB, '/api/me/turns/stream', ann.bearer);
      await tokenStream.until((s) => s.values.length > 0);
      await sessionStream.until((s) => s.status === 200);

      const revoked = await fetch(`${a.base}/api/tokens/${token.id}`, {
        method: 'DELETE',
        headers: { 'x-forwarded-for': clientIp, authorization: `Bearer ${now.player.bearer}` },
      });
      expect(revoked.status).toBe(204);
      // As soon as the revoking request has returned: a move on the token's socket, on the other instance.
      const input = { matchId: id, expectedSeq: now.match.seq, text: now.match.legalMoves[0].text };
      if (tokenSocket.socket.readyState === tokenSocket.socket.OPEN)
        tokenSocket.socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBMIT_MOVE, variables: { input } } }),
        );
      expect(await within(1000, tokenSocket.closed, 'the token socket closing')).toBe(4401);
      await within(
        1000,
        tokenStream.until((s) => s.ended),
        'the token stream ending',
      );
      expect((await turn(b.base, id))?.match.seq).toBe(now.match.seq);
      expect(sessionSocket.socket.readyState).toBe(sessionSocket.socket.OPEN);

      const loggedOut = await fetch(`${a.base}/api/auth/logout`, {
        method: 'POST',
        headers: { 'x-forwarded-for': clientIp, authorization: `Bearer ${ann.bearer}` },
      });
      expect(loggedOut.status).toBe(204);
      expect(await within(1000, sessionSocket.closed, 'the session socket closing')).toBe(4401);
      await within(
        1000,
        sessionStream.until((s) => s.ended),
        'the session stream ending',
      );
    });
  },
);
