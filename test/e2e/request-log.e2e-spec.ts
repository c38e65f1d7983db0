import { Writable } from 'node:stream';
import request from 'supertest';
import { createPino } from '../../src/logging/pino-logger.service';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';

describe('request log', () => {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const t = useTestApp({ log: createPino('info', sink) });
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
    await request(t.app.getHttpServer()).get('/api/me?token=in-the-query').set('authorization', `Bearer ${secret}`).expect(200);
    await graphql(t.app, '{ me { handle } }', {}, jwt).expect(200);

    const lines = requests();
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
      ['POST', '/api/auth/register', 201],
      ['POST', '/api/auth/login', 200],
      ['POST', '/api/tokens', 201],
      ['GET', '/api/me', 200],
      ['POST', '/graphql', 200],
    ]);
    const playerId = lines[2].playerId;
    expect(playerId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(lines.slice(2).map((line) => line.playerId)).toEqual([playerId, playerId, playerId]);
    expect(lines[0].playerId).toBeUndefined();
    for (const line of lines) expect(line.durationMs).toEqual(expect.any(Number));

    const everything = written.join('');
    for (const secretText of [password, jwt, secret, 'in-the-query']) expect(everything).not.toContain(secretText);
  });
});
