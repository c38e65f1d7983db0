import { once } from 'node:events';
import { AddressInfo, connect } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createPino } from '../../src/logging/pino-logger.service';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { servedGames } from '../../src/games/served-games';
import { GamesService } from '../../src/games/games.service';

describe('request log', () => {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  // The catalog fails on demand, to see what an unexpected error leaves in the log.
  let failure: Error | null = null;
  const t = useTestApp({
    log: createPino('info', sink),
    configure: (builder) =>
      builder.overrideProvider(GamesService).useFactory({
        factory: () => {
          const games = new GamesService(servedGames());
          const list = games.list.bind(games);
          games.list = () => {
            if (failure) throw failure;
            return list();
          };
          return games;
        },
      }),
  });
  const requests = () =>
    written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');

  it('writes one JSON line per request with method, path, status, duration and player, and no credential', async () => {
    const password = 'a password nobody should read';
    const jwt = await registerAndLogin(t.app, 'Logged', password);
    const { secret } = await createToken(t.app, jwt, ['account:read']);
    // A route takes no parameter it does not name: this one is refused, and its value logged nowhere.
    await request(t.app.getHttpServer())
      .get('/api/me?token=in-the-query')
      .set('authorization', `Bearer ${secret}`)
      .expect(400);
    await graphql(t.app, '{ me { handle } }', {}, jwt).expect(200);

    const lines = requests();
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
      ['POST', '/api/auth/register', 201],
      ['POST', '/api/tokens', 201],
      ['GET', '/api/me', 400],
      ['POST', '/graphql', 200],
    ]);
    const playerId = lines[1].playerId;
    expect(playerId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(lines.slice(1).map((line) => line.playerId)).toEqual([playerId, playerId, playerId]);
    expect(lines[0].playerId).toBeUndefined();
    for (const line of lines) expect(line.durationMs).toEqual(expect.any(Number));

    const everything = written.join('');
    for (const secretText of [password, jwt, secret, 'in-the-query']) expect(everything).not.toContain(secretText);
  });

  it('names each request: its X-Request-Id is the one its line logs, one the caller or a proxy sent if it is tame', async () => {
    const http = () => request(t.app.getHttpServer());
    const fresh = await http().get('/api/games').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await http().get('/api/games').set('x-request-id', 'nginx-7f3a:1.2').expect(200);
    expect(given.headers['x-request-id']).toBe('nginx-7f3a:1.2');
    const wild = await http()
      .get('/api/games')
      .set('x-request-id', `${'x'.repeat(129)}`)
      .expect(200);
    expect(wild.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await http().get('/api/me').set('x-request-id', 'with space').expect(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const logged = requests().slice(-4);
    expect(logged.map((line) => line.requestId)).toEqual(
      [fresh, given, wild, refused].map((res) => res.headers['x-request-id']),
    );
  });

  it('logs an unexpected error with the id its caller was answered with, over REST and GraphQL', async () => {
    failure = new Error('the catalog broke');
    try {
      const rest = await request(t.app.getHttpServer()).get('/api/games').expect(500);
      expect(rest.body.error).toEqual({ code: 'INTERNAL', message: 'internal error', details: {} });
      const gql = await graphql(t.app, '{ games { id } }').expect(200);
      expect(gql.body.errors[0].extensions).toEqual({ code: 'INTERNAL', details: {} });
      for (const res of [rest, gql])
        expect(written.join('')).toContain(`request ${res.headers['x-request-id']}: Error: the catalog broke`);
    } finally {
      failure = null;
    }
  });

  it('logs a client that aborts its upload as the client going away, never as the database out of reach', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const before = written.length;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"handle":',
    );
    // The server has the request and is reading its body when the client gives up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    // Waits for the failed read's line, whichever it is.
    const since = () => written.slice(before).join('');
    while (!/went away|cannot be reached/.test(since())) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(since()).not.toMatch(/database cannot be reached/);
    expect(since()).toMatch(/the client went away before its request was read: Error: aborted/);
  });
});
