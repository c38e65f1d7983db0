import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { NoticeRelay } from '../../src/notices/notice-relay';
import { registerAndLogin } from '../support/auth-client';
import { TestDatabase, createTestDatabase } from '../support/database';
import { bootTestApp } from '../support/app';
import { MatchClient, startedMaw } from '../support/match-client';
import { WebhookReceiver } from '../support/webhook-receiver';

const ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '100000' };

/** Longer than an idle queue worker's poll (1 s): what it would have claimed by then, it has. */
const PAST_A_POLL_MS = 1_500;

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

  const jobStates = async () =>
    (
      await db.pool.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'webhook-delivery' ORDER BY created_on`,
      )
    ).rows.map((r) => r.state);

  it('leaves the deliveries a web process hands over to the worker, which serves nothing but its health', async () => {
    const ann = new MatchClient(web, 'ann', await registerAndLogin(web, 'ann'));
    const ben = new MatchClient(web, 'ben', await registerAndLogin(web, 'ben'));
    await ann.post('/api/webhooks', { url: receiver.url('/turns'), events: ['YOUR_TURN'] }).expect(201);
    await ben.post('/api/webhooks', { url: receiver.url('/turns'), events: ['YOUR_TURN'] }).expect(201);
    await startedMaw(ann, ben);
    await web.get(NoticeRelay).settled();
    await new Promise((r) => setTimeout(r, PAST_A_POLL_MS));
    const waiting = await jobStates();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting).toEqual(waiting.map(() => 'created'));
    expect(receiver.at('/turns')).toEqual([]);

    worker = await bootTestApp(db, { env: { ...ENV, ROLE: 'worker' } });
    await receiver.waitFor('/turns', waiting.length);
    await request(worker.getHttpServer()).get('/health').expect(200);
    await request(worker.getHttpServer()).get('/ready').expect(200);
    const refused = await request(worker.getHttpServer()).get('/api/matches').expect(503);
    expect(refused.body.error.code).toBe('UNAVAILABLE');
    await request(worker.getHttpServer()).post('/graphql').send({ query: '{ __typename }' }).expect(503);
  });
});
