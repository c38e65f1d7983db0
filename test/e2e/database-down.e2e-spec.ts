import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Pool } from 'pg';
import request from 'supertest';
import { bootTestApp } from '../support/app';
import { freePort } from '../support/server-process';

// A database nobody answers at: a port nothing listens on.
describe('a server whose database cannot be reached', () => {
  let app: NestFastifyApplication;
  let pool: Pool;

  beforeAll(async () => {
    const url = `postgresql://postgres@127.0.0.1:${await freePort()}/parlour`;
    pool = new Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 1000 });
    pool.on('error', () => undefined);
    app = await bootTestApp({ url, pool, namedStatements: false, drop: () => pool.end() });
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
  });

  it('answers what needs it 503 UNAVAILABLE, REST and GraphQL, and /ready 503, and keeps serving what does not', async () => {
    const http = () => request(app.getHttpServer());
    const login = await http().post('/api/auth/login').send({ handle: 'ann', password: 'correct horse battery' });
    expect([login.status, login.body]).toEqual([
      503,
      { error: { code: 'UNAVAILABLE', message: 'service unavailable', details: {} } },
    ]);
    const gql = await http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ player(handle: "ann") { handle } }' });
    expect(gql.body.errors[0].extensions.code).toBe('UNAVAILABLE');
    expect((await http().get('/ready')).status).toBe(503);
    expect((await http().get('/health')).status).toBe(200);
    expect((await http().get('/api/games')).status).toBe(200);
  });
});
