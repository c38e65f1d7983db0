import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Pool } from 'pg';
import request from 'supertest';
import { bootTestApp, useTestApp } from '../support/app';

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers /health', async () => {
    const res = await request(t.app.getHttpServer()).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /ready while the database is reachable', async () => {
    const res = await request(t.app.getHttpServer()).get('/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
  });
});

describe('readiness without a database', () => {
  // Nothing listens on port 1: every connection is refused at once.
  const url = 'postgresql://postgres@127.0.0.1:1/absent';
  const pool = new Pool({ connectionString: url, max: 1 });
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootTestApp({ url, pool, namedStatements: true, drop: () => pool.end() });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('answers /ready with 503 while /health still answers 200', async () => {
    const res = await request(app.getHttpServer()).get('/ready').expect(503);
    // A coded error through the one mapping, like every error.
    expect(res.body).toEqual({ error: { code: 'UNAVAILABLE', message: 'the database does not answer', details: {} } });
    await request(app.getHttpServer()).get('/health').expect(200);
  });
});

// PostgreSQL ending the server's idle connections (a restart, a failover): the pool drops them and reconnects.
(process.env.DATABASE_URL ? describe : describe.skip)(
  `idle connections ended by the database${process.env.DATABASE_URL ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server)'}`,
  () => {
    const t = useTestApp();

    it('keeps serving: the next request opens a new connection', async () => {
      const server = t.app.getHttpServer();
      await request(server).get('/ready').expect(200);
      const admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      try {
        const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          new URL(t.db.url).pathname.slice(1),
        ]);
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Let the termination reach the idle clients before the next request.
      await new Promise((r) => setTimeout(r, 200));
      await request(server).get('/ready').expect(200);
      await request(server)
        .post('/api/auth/register')
        .send({ handle: 'after_restart', password: 'correct horse battery' })
        .expect(201);
    });
  },
);
