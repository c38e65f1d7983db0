import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { NoticeRelay } from '../../src/notices/notice-relay';
import { registerAndLogin } from '../support/auth-client';
import { TestDatabase, createTestDatabase } from '../support/database';
import { bootTestApp } from '../support/app';
import { MatchClient, startedMaw } from '../support/match-client';
import { WebhookReceiver } from '../support/webhook-receiver';

const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '100000' };

describe('a web process and a worker on one database (ROLE)', () => {
  let db: TestDatabase;
  let web: NestFastifyApplication;
  let worker: NestFastifyApplication | undefined;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    db = await createTestDatabase();
    web = await bootTestApp(db, { env: { ...ENV, ROLE: 'web' } });
    await receiver.start();
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await receiver.stop();
    await db?.drop();
  });

  const jobs = async () =>
    (
      await db.pool.query<{ state: string; started: Date | null }>(
        `SELECT state, started_on AS started FROM pgboss.job WHERE name = 'webhook-delivery' ORDER BY created_on`,
      )
    ).rows;
  const databaseNow = async () => (await db.pool.query<{ now: Date }>('SELECT now()')).rows[0].now;

  it('leaves the deliveries a web process hands over to the worker, which serves nothing but its health', async () => {
    const ann = new MatchClient(web, 'ann', await registerAndLogin(web, 'ann'));
    const ben = new MatchClient(web, 'ben', await registerAndLogin(web, 'ben'));
    await ann.post('/api/webhooks', { url: receiver.url('/turns'), events: ['YOUR_TURN'] }).expect(201);
    await ben.post('/api/webhooks', { url: receiver.url('/turns'), events: ['YOUR_TURN'] }).expect(201);
    await startedMaw(ann, ben);
    await web.get(NoticeRelay).settled();
    const waiting = await jobs();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.map((j) => j.state)).toEqual(waiting.map(() => 'created'));

    // However long the web process went on after handing over (a poll or many), it claimed nothing: each job
    // was started after the worker began to boot, and delivered once.
    const workerBoots = await databaseNow();
    expect(receiver.at('/turns')).toEqual([]);
    worker = await bootTestApp(db, { env: { ...ENV, ROLE: 'worker' } });
    await receiver.waitFor('/turns', waiting.length);
    const delivered = await jobs();
    expect(delivered).toHaveLength(waiting.length);
    for (const job of delivered) expect(job.started?.getTime()).toBeGreaterThanOrEqual(workerBoots.getTime());
    expect(receiver.at('/turns')).toHaveLength(waiting.length);
    await request(worker.getHttpServer()).get('/health').expect(200);
    await request(worker.getHttpServer()).get('/ready').expect(200);
    const refused = await request(worker.getHttpServer()).get('/api/matches').expect(503);
    expect(refused.body.error.code).toBe('UNAVAILABLE');
    await request(worker.getHttpServer()).post('/graphql').send({ query: '{ __typename }' }).expect(503);
  });
});
