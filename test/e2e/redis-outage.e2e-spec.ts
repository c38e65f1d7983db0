import { AddressInfo } from 'node:net';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'graphql-ws';
import request from 'supertest';
import { registerAndLogin } from '../support/auth-client';
import { bootTestApp } from '../support/app';
import { TestDatabase, createTestDatabase } from '../support/database';
import { MatchClient, startedMaw } from '../support/match-client';
import { EVENT_FIELDS } from '../support/match-fragments';
import { NdjsonStream } from '../support/ndjson-stream';
import { RedisProxy } from '../support/redis-proxy';
import { useServerProcess } from '../support/server-fixture';
import { ServerProcess } from '../support/server-process';
import { until } from '../support/wait';
import { Received, socketClient } from '../support/socket-client';

const redisUrl = process.env.REDIS_URL;
const skipped = redisUrl ? '' : ' (skipped: set REDIS_URL to run against Redis)';

type Json = Record<string, unknown>;
interface MatchEvents {
  matchEvents: { event: { seq: number } };
}
interface MyTurn {
  myTurn: { reason: string; match: { id: string; seq: number } };
}

const MATCH_EVENTS = `${EVENT_FIELDS} subscription ($id: ID!) { matchEvents(matchId: $id) { event { ...EventFields } } }`;
const MY_TURN = 'subscription { myTurn { reason match { id seq } } }';

/** How late an event may reach a subscriber during the outage: the bus's poll (1 s) and the reads after it. */
const OUTAGE_LATENCY_MS = 3000;
/** Without a bus that fails at once, ioredis rejected an unsubscribe made during an outage this long after it (and the process died). */
const IOREDIS_GIVES_UP_MS = 12_500;

// Redis behind a proxy the test cuts (every connection destroyed, none accepted) and restores, as when Redis goes away and comes back.
(redisUrl ? describe : describe.skip)(`a Redis outage${skipped}`, () => {
  describe('on a running server', () => {
    let proxy: RedisProxy;
    let db: TestDatabase;
    let app: NestFastifyApplication;
    let port: number;
    let ann: MatchClient;
    let ben: MatchClient;
    const sockets: Client[] = [];
    const streams: NdjsonStream[] = [];
    const unhandled: unknown[] = [];
    const record = (reason: unknown): number => unhandled.push(reason);

    beforeAll(async () => {
      process.on('unhandledRejection', record);
      proxy = await RedisProxy.start(redisUrl ?? '');
      db = await createTestDatabase();
      app = await bootTestApp(db, {
        // An idle stream's headers go out within a second, whoever's turn it is.
        env: { REDIS_URL: proxy.url, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error', STREAM_KEEPALIVE: '1s' },
      });
      await app.listen(0, '127.0.0.1');
      port = (app.getHttpServer().address() as AddressInfo).port;
      ann = new MatchClient(app, 'ann', await registerAndLogin(app, 'ann'));
      ben = new MatchClient(app, 'ben', await registerAndLogin(app, 'ben'));
    });

    afterAll(async () => {
      streams.forEach((s) => s.close());
      await Promise.all(sockets.map((s) => s.dispose()));
      await app?.close();
      await db?.drop();
      await proxy?.close();
      process.off('unhandledRejection', record);
    });

    function socket(client: MatchClient): Client {
      const s = socketClient(`ws://127.0.0.1:${port}/graphql`, client.bearer);
      sockets.push(s);
      return s;
    }

    function stream(client: MatchClient, path: string): NdjsonStream {
      const s = new NdjsonStream(port, path, client.bearer);
      streams.push(s);
      return s;
    }

    const readiness = async (): Promise<Json> => {
      const res = await request(app.getHttpServer()).get('/ready').expect(200);
      return res.body as Json;
    };

    it('commits moves, delivers every event to every feed in order once, and survives subscribers leaving, during and after it', async () => {
      const id = await startedMaw(ann, ben);
      const players = [ann, ben];
      // Each feed the server has: matchEvents and the match stream, myTurn and the turns stream, for each player.
      const events = players.map((p) => new Received<MatchEvents>(socket(p), MATCH_EVENTS, { id }));
      const matchStreams = players.map((p) => stream(p, `/api/matches/${id}/stream`));
      const turns = players.map((p) => new Received<MyTurn>(socket(p), MY_TURN));
      const turnStreams = players.map((p) => stream(p, '/api/me/turns/stream'));
      const seqsOf = {
        events: (i: number) => events[i].values.map((v) => v.matchEvents.event.seq),
        stream: (i: number) => matchStreams[i].values.map((v) => (v.event as { seq: number }).seq),
        turns: (i: number) => turns[i].values.filter((v) => v.myTurn.match.id === id).map((v) => v.myTurn.match.seq),
        turnStream: (i: number) =>
          turnStreams[i].values.filter((v) => (v.match as Json).id === id).map((v) => (v.match as { seq: number }).seq),
      };
      // The seqs at which each player was awaited, as their turn feeds should tell them (once each).
      const awaited: number[][] = [[], []];
      let seq = 0;

      /** Each feed has everything up to the match's seq, and each turn feed every turn so far. */
      const delivered = (): boolean =>
        [0, 1].every(
          (i) =>
            seqsOf.events(i).length === seq &&
            seqsOf.stream(i).length === seq &&
            seqsOf.turns(i).length === awaited[i].length &&
            seqsOf.turnStream(i).length === awaited[i].length,
        );
      const look = async (): Promise<MatchClient> => {
        const views = await Promise.all(players.map((p) => p.match(id)));
        seq = views[0].seq;
        const mover = views.findIndex((v) => v.legalMoves.length > 0);
        if (awaited[mover].at(-1) !== seq) awaited[mover].push(seq);
        return players[mover];
      };
      const move = async (within: number): Promise<void> => {
        const mover = await look();
        const match = await mover.match(id);
        await mover
          .post(`/api/matches/${id}/moves`, { expectedSeq: match.seq, move: match.legalMoves[0].text })
          .expect(200);
        await look();
        await until(`every feed at seq ${seq}`, delivered, { ms: within });
      };

      await look();
      await until('the feeds at the start', delivered, { ms: 10_000 });
      await move(5000);
      expect(await readiness()).toEqual({ status: 'ready' });

      // Feeds that end, and one that starts, while Redis is gone.
      const leaving = new Received<MatchEvents>(socket(ann), MATCH_EVENTS, { id });
      const leavingStream = stream(ben, '/api/me/turns/stream');
      await until('the leavers', () => leaving.values.length === seq && leavingStream.status === 200, { ms: 5000 });

      await proxy.cut();
      const cutAt = Date.now();
      await until('/ready degraded', async () => (await readiness()).status === 'degraded', { ms: 3000 });
      leaving.unsubscribe();
      leavingStream.close();
      const late = new Received<MatchEvents>(socket(ben), MATCH_EVENTS, { id });
      for (let n = 0; n < 4; n++) await move(OUTAGE_LATENCY_MS);
      await until('a feed opened during the outage', () => late.values.length === seq, { ms: OUTAGE_LATENCY_MS });
      // Past the time an unsubscribe queued in ioredis would have been rejected, unhandled.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + IOREDIS_GIVES_UP_MS + 1000 - Date.now())));
      await move(OUTAGE_LATENCY_MS);
      expect(await readiness()).toEqual({
        status: 'degraded',
        reason: 'event bus unreachable: feeds read the database every second',
      });

      await proxy.restore();
      await until('/ready after the outage', async () => (await readiness()).status === 'ready', { ms: 5000 });
      for (let n = 0; n < 4; n++) await move(5000);

      const all = [...Array(seq).keys()];
      for (const i of [0, 1]) {
        expect(seqsOf.events(i)).toEqual(all);
        expect(seqsOf.stream(i)).toEqual(all);
        expect(seqsOf.turns(i)).toEqual(awaited[i]);
        expect(seqsOf.turnStream(i)).toEqual(awaited[i]);
      }
      expect(late.values.map((v) => v.matchEvents.event.seq)).toEqual(all);
      expect([...events, ...turns, late].flatMap((r) => r.errors)).toEqual([]);
      expect(unhandled).toEqual([]);
      // Still serving, and with every instance's messages again.
      expect((await ann.get('/api/matches').expect(200)).status).toBe(200);
    }, 90_000); // moves through a Redis outage, past the time ioredis gives up
  });

  // The server as production runs it, for how it starts and stops.
  describe('on a server process', () => {
    let proxy: RedisProxy;
    const fixture = useServerProcess('redis-outage', () => ({
      RATE_LIMIT_MAX: '100000',
      // An idle stream's headers and keep-alive lines go out each second.
      STREAM_KEEPALIVE: '1',
      REDIS_URL: proxy.url,
    }));

    beforeAll(async () => {
      proxy = await RedisProxy.start(redisUrl ?? '');
    });

    afterAll(async () => {
      await proxy?.close();
    });

    it('starts degraded without Redis, recovers when it comes, and exits 0 at once on SIGTERM while it is gone', async () => {
      await proxy.cut();
      const s = await fixture.start();
      const status = async (): Promise<unknown> => (await s.call('GET', '/ready')).body.status;
      expect(await status()).toBe('degraded');
      // One line says so, within the bus's first second.
      await until('the warning', () => s.output.includes('Redis unreachable'), { ms: 3000 });

      await proxy.restore();
      await until('/ready once Redis is there', async () => (await status()) === 'ready', { ms: 5000 });
      const bearer = await registered(s);
      const turns = new NdjsonStream(Number(new URL(s.base).port), '/api/me/turns/stream', bearer);
      await until('the turns stream', () => turns.status === 200, { ms: 5000 });

      await proxy.cut();
      await until('/ready degraded', async () => (await status()) === 'degraded', { ms: 3000 });
      const stopping = Date.now();
      expect(await s.stop()).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(5000);
      expect(turns.ended).toBe(true);
      expect(s.output).not.toContain('MaxRetriesPerRequestError');
    }, 90_000); // a server process, started and stopped around an outage
  });
});

async function registered(server: ServerProcess): Promise<string> {
  const body = { handle: 'ann', password: 'correct horse battery' };
  expect((await server.call('POST', '/api/auth/register', body)).status).toBe(201);
  return (await server.call('POST', '/api/auth/login', body)).body.accessToken as string;
}
