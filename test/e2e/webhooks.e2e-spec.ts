import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { PrismaService } from '../../src/database/prisma.service';
import { useTestApp } from '../support/app';
import { createToken, graphql, registerAndLogin } from '../support/auth-client';
import { MatchClient, startedMaw } from '../support/match-client';
import { until } from '../support/wait';
import { drainNotices } from '../support/watched-webhooks';
import { WebhookReceiver } from '../support/webhook-receiver';

/** Retries come fast here: three, 200 ms apart, each attempt given a second. */
const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_DELAYS: '200ms,200ms,200ms',
  WEBHOOK_TIMEOUT: '1',
  RATE_LIMIT_MAX: '100000',
};

/** Verifies a received webhook with the Standard Webhooks reference library: throws unless it is signed by `secret`. */
function verified(secret: string, r: { headers: Record<string, unknown>; body: string }): unknown {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(r.headers[h])]),
  );
  return new Webhook(secret).verify(r.body, headers);
}

describe('webhooks', () => {
  const t = useTestApp({ env: ENV });
  const receiver = new WebhookReceiver();
  let ann: MatchClient;
  let ben: MatchClient;

  beforeAll(async () => {
    await receiver.start();
    ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
  });
  afterAll(() => receiver.stop());

  const register = async (client: MatchClient, path: string, body: object = {}) =>
    (await client.post('/api/webhooks', { url: receiver.url(path), ...body }).expect(201)).body as {
      endpoint: { id: string; events: string[]; enabled: boolean };
      secret: string;
    };

  const deliveries = async (client: MatchClient, endpointId: string) =>
    (await client.get(`/api/webhooks/${endpointId}/deliveries`).expect(200)).body.items as {
      id: string;
      messageId: string;
      type: string;
      status: string;
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      nextAttemptAt: string | null;
      matchId: string | null;
      seq: number | null;
    }[];

  /** Polls the delivery log until `done` holds (deliveries are asynchronous). */
  async function logUntil(
    client: MatchClient,
    endpointId: string,
    done: (log: Awaited<ReturnType<typeof deliveries>>) => boolean,
  ) {
    return until(
      'the delivery log',
      async () => {
        const log = await deliveries(client, endpointId);
        return done(log) && log;
      },
      { explain: async () => JSON.stringify(await deliveries(client, endpointId)) },
    );
  }

  /** Plays the first legal move of whoever is awaited until `client` is: their match view then. */
  async function untilTurnOf(id: string, client: MatchClient, other = client === ann ? ben : ann) {
    for (;;) {
      const mine = await client.match(id);
      if (mine.legalMoves.length > 0) return mine;
      const theirs = await other.match(id);
      await other
        .post(`/api/matches/${id}/moves`, { expectedSeq: theirs.seq, move: theirs.legalMoves[0].text })
        .expect(200);
    }
  }

  it('posts YOUR_TURN, signed, with the turn feed’s JSON: the player’s own view of the match', async () => {
    const { endpoint, secret } = await register(ben, '/ben', { events: ['YOUR_TURN', 'MATCH_ENDED'] });
    expect(endpoint).toMatchObject({ events: ['YOUR_TURN', 'MATCH_ENDED'], enabled: true });
    const id = await startedMaw(ann, ben);
    // Play until it is ben's turn once: his webhook then carries the match as he sees it at that seq.
    let seen = await ann.match(id);
    while (seen.legalMoves.length > 0) {
      const moved = await ann.post(`/api/matches/${id}/moves`, {
        expectedSeq: seen.seq,
        move: seen.legalMoves[0].text,
      });
      seen = moved.body.match;
    }
    const view = await ben.match(id);
    const [first] = await receiver.waitFor('/ben', 1);
    const payload = verified(secret, first) as {
      type: string;
      timestamp: string;
      data: { reason: string; match: { seq: number } };
    };
    const atSeq = receiver
      .payloads('/ben')
      .find((p) => p.data.match && (p.data.match as { seq: number }).seq === view.seq);
    expect(payload.type).toBe('YOUR_TURN');
    expect(atSeq).toEqual({ type: 'YOUR_TURN', timestamp: view.updatedAt, data: { reason: 'YOUR_TURN', match: view } });
    expect(first.headers['webhook-id']).toMatch(/^notice_[0-9a-f-]{36}$/);
    expect(first.headers['content-type']).toBe('application/json');
    const log = await logUntil(ben, endpoint.id, (l) => l.some((d) => d.status === 'delivered'));
    expect(log[0]).toMatchObject({ type: 'YOUR_TURN', matchId: id, status: 'delivered', attempts: 1, lastStatus: 204 });
  });

  it('completes each delivery’s job in the statement that records its attempt', async () => {
    const { endpoint } = await register(ann, '/completed');
    const ping = (await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202)).body as { id: string };
    await logUntil(ann, endpoint.id, (l) => l[0]?.status === 'delivered');
    const { rows } = await t.db.pool.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = $1`,
      [ping.id],
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });

  it('puts back a delivery claimed while its endpoint already has two rounds held, and attempts it later', async () => {
    receiver.answer('/stuck', 'hang');
    const { endpoint } = await register(ann, '/stuck');
    // All at once: sent one after another on a loaded machine, the first could time out before the last is claimed.
    const pings = await Promise.all(
      Array.from(
        { length: 10 },
        async () => ((await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202)).body as { id: string }).id,
      ),
    );
    const log = await logUntil(ann, endpoint.id, (l) => l.length === 10 && l.every((d) => d.status === 'failed'));
    // Each ping tried once, as pings are, the endpoint's concurrency (4) at a time, two rounds held at most.
    expect(log.map((d) => [d.attempts, d.lastError])).toEqual(log.map(() => [1, 'timeout']));
    const { rows } = await t.db.pool.query<{ jobs: number }>(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ANY($1)
       GROUP BY data->>'deliveryId'`,
      [pings],
    );
    expect(rows.filter((r) => r.jobs > 1).length).toBeGreaterThan(0);
  });

  it('shows the secret only when made, and another player’s endpoint is not found', async () => {
    const { endpoint, secret } = await register(ann, '/ann-secret');
    expect(secret).toMatch(/^whsec_/);
    const got = (await ann.get(`/api/webhooks/${endpoint.id}`).expect(200)).body;
    expect(JSON.stringify(got)).not.toContain(secret.slice(6));
    expect((await ann.get('/api/webhooks').expect(200)).body.items.map((e: { id: string }) => e.id)).toContain(
      endpoint.id,
    );
    expect((await ben.get(`/api/webhooks/${endpoint.id}`).expect(404)).body.error.code).toBe('NOT_FOUND');
    expect((await ben.post(`/api/webhooks/${endpoint.id}/ping`).expect(404)).body.error.code).toBe('NOT_FOUND');
  });

  it('refuses bad input clearly and stores nothing', async () => {
    const before = (await ann.get('/api/webhooks').expect(200)).body.items.length;
    const bad = await ann.post('/api/webhooks', { url: 'ftp://example.com/x' }).expect(422);
    expect(bad.body.error).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', details: { field: 'url', problem: 'SCHEME' } });
    const events = await ann.post('/api/webhooks', { url: receiver.url('/x'), events: ['NOPE'] }).expect(400);
    expect(events.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'events.0' } });
    expect((await ann.get('/api/webhooks').expect(200)).body.items.length).toBe(before);
  });

  it('pings an endpoint, and lets an access token manage endpoints only with webhooks:manage', async () => {
    const { endpoint, secret } = await register(ann, '/ping');
    const ping = (await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202)).body;
    expect(ping).toMatchObject({ type: 'PING', status: 'pending', matchId: null });
    const [got] = await receiver.waitFor('/ping', 1);
    expect(verified(secret, got)).toEqual({
      type: 'PING',
      timestamp: ping.createdAt,
      data: { endpointId: endpoint.id },
    });
    const jwt = ann.bearer;
    const reader = await createToken(t.app, jwt, ['match:read']);
    const manager = await createToken(t.app, jwt, ['webhooks:manage']);
    const as = (secretText: string) =>
      request(t.app.getHttpServer()).get('/api/webhooks').set('authorization', `Bearer ${secretText}`);
    expect((await as(reader.secret).expect(403)).body.error.code).toBe('FORBIDDEN');
    await as(manager.secret).expect(200);
  });

  it('retries after 500s and timeouts under the same webhook-id, and logs every attempt', async () => {
    // The ping gets the first 500; the first notice a 500, then no answer, then 204.
    receiver.answer('/flaky', (hits) => (hits <= 1 ? 500 : hits === 2 ? 'hang' : 204));
    const { endpoint } = await register(ann, '/flaky');
    await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202);
    const pingLog = await logUntil(ann, endpoint.id, (l) => l[0]?.status !== 'pending');
    // A ping is tried once.
    expect(pingLog[0]).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 500, nextAttemptAt: null });
    const id = await startedMaw(ann, ben);
    await untilTurnOf(id, ann);
    const log = await logUntil(ann, endpoint.id, (l) => l.some((d) => d.matchId === id && d.status === 'delivered'));
    const delivered = log.find((d) => d.matchId === id && d.status === 'delivered');
    expect(delivered).toMatchObject({ attempts: 3, lastStatus: 204 });
    const attempts = receiver.at('/flaky').filter((r) => r.headers['webhook-id'] === delivered?.messageId);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
  });

  it('redelivers a notice on request, under its webhook-id, as a new delivery', async () => {
    const { endpoint } = await register(ben, '/again', { events: ['YOUR_TURN'] });
    await untilTurnOf(await startedMaw(ben, ann), ben);
    const [first] = await logUntil(ben, endpoint.id, (l) => l.some((d) => d.status === 'delivered'));
    const again = (await ben.post(`/api/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`).expect(202)).body;
    expect(again).toMatchObject({ messageId: first.messageId, type: first.type, status: 'pending', attempts: 0 });
    const got = await receiver.waitFor('/again', 2);
    expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
    expect(got[1].body).toBe(got[0].body);
    const missing = await ben
      .post(`/api/webhooks/${endpoint.id}/deliveries/${crypto.randomUUID()}/redeliver`)
      .expect(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('disables an endpoint that failed throughout the retries, fails its deliveries, and sends it nothing more', async () => {
    receiver.answer('/down', 503);
    const { endpoint } = await register(ann, '/down', { events: ['YOUR_TURN', 'MATCH_ENDED'] });
    const id = await startedMaw(ann, ben);
    await untilTurnOf(id, ann);
    await logUntil(ann, endpoint.id, (l) => l.some((d) => d.status === 'failed'));
    // The delivery is failed first, and the endpoint disabled in the statement after it.
    const got = await until('the endpoint disabled', async () => {
      const body = (await ann.get(`/api/webhooks/${endpoint.id}`).expect(200)).body as { enabled: boolean };
      return !body.enabled && body;
    });
    expect(got).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('failed') });
    const hits = receiver.at('/down').length;
    expect(hits).toBe(4);
    await ben.post(`/api/matches/${id}/resign`).expect(200);
    // ann's MATCH_ENDED, handed over and every delivery settled: had it gone to /down, /down would have it.
    await drainNotices(t.app);
    const ended = await t.app.get(PrismaService).notice.findMany({
      where: { matchId: id, reason: 'MATCH_ENDED', player: { handleKey: 'ann' } },
      select: { handedAt: true },
    });
    expect(ended).toEqual([{ handedAt: expect.any(Date) }]);
    expect(receiver.at('/down').length).toBe(hits);
    expect((await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(422)).body.error.code).toBe('ENDPOINT_DISABLED');
    // Its owner enables it again once it is fixed.
    receiver.answer('/down', 204);
    const enabled = (
      await request(t.app.getHttpServer())
        .patch(`/api/webhooks/${endpoint.id}`)
        .set('authorization', `Bearer ${ann.bearer}`)
        .send({ enabled: true })
        .expect(200)
    ).body;
    expect(enabled).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
    await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202);
    await receiver.waitFor('/down', hits + 1);
  });

  it('keeps each pending delivery’s own last error when its endpoint is disabled', async () => {
    receiver.answer('/paused', 'hang');
    const { endpoint } = await register(ann, '/paused', { events: ['YOUR_TURN'] });
    await untilTurnOf(await startedMaw(ann, ben), ann);
    // The first attempt timed out; the second is under way, or about to be.
    await logUntil(ann, endpoint.id, (l) => l.some((d) => d.status === 'pending' && d.lastError === 'timeout'));
    await request(t.app.getHttpServer())
      .patch(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ann.bearer}`)
      .send({ enabled: false })
      .expect(200);
    const log = await deliveries(ann, endpoint.id);
    expect(log.map((d) => d.status)).toEqual(log.map(() => 'failed'));
    const tried = log.filter((d) => d.attempts > 0);
    expect(tried.length).toBeGreaterThan(0);
    for (const d of tried) expect(d.lastError).toBe('timeout');
    for (const d of log.filter((d) => d.attempts === 0)) expect(d.lastError).toBe('disabled by its owner');
  });

  it('sends an endpoint enabled again the notices it missed while disabled, as new deliveries', async () => {
    const { endpoint } = await register(ben, '/missed', { events: ['MATCH_ENDED'] });
    await request(t.app.getHttpServer())
      .patch(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ben.bearer}`)
      .send({ enabled: false })
      .expect(200);
    // While it is disabled: a match ends (MATCH_ENDED, taken) and another starts (YOUR_TURN, not taken).
    const ended = await startedMaw(ann, ben);
    await ann.post(`/api/matches/${ended}/resign`).expect(200);
    await untilTurnOf(await startedMaw(ann, ben), ben);
    const prisma = t.app.get(PrismaService);
    const player = (await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).playerId;
    await until(
      'the notices handed over',
      async () => (await prisma.notice.count({ where: { playerId: player, handedAt: null } })) === 0,
    );
    expect(receiver.at('/missed')).toEqual([]);
    expect(await deliveries(ben, endpoint.id)).toEqual([]);
    await request(t.app.getHttpServer())
      .patch(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ben.bearer}`)
      .send({ enabled: true })
      .expect(200);
    const log = await logUntil(ben, endpoint.id, (l) => l.length > 0 && l.every((d) => d.status === 'delivered'));
    expect(log.map((d) => [d.type, d.matchId])).toEqual([['MATCH_ENDED', ended]]);
    const [got] = await receiver.waitFor('/missed', 1);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'MATCH_ENDED', data: { match: { id: ended } } });
    expect(got.headers['webhook-id']).toBe(log[0].messageId);
    // Enabling it again, once caught up, sends nothing twice.
    await request(t.app.getHttpServer())
      .patch(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ben.bearer}`)
      .send({ enabled: false })
      .expect(200);
    await request(t.app.getHttpServer())
      .patch(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ben.bearer}`)
      .send({ enabled: true })
      .expect(200);
    expect(await deliveries(ben, endpoint.id)).toHaveLength(1);
  });

  it('signs with both secrets during a rotation’s grace, then with the new one alone', async () => {
    const { endpoint, secret: old } = await register(ann, '/rotated');
    const rotated = (await ann.post(`/api/webhooks/${endpoint.id}/rotate-secret`, { graceHours: 1 }).expect(200)).body;
    expect(rotated.endpoint.previousSecretExpiresAt).not.toBeNull();
    await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202);
    const [during] = await receiver.waitFor('/rotated', 1);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verified(old, during);
    verified(rotated.secret, during);
    const now = (await ann.post(`/api/webhooks/${endpoint.id}/rotate-secret`, { graceHours: 0 }).expect(200)).body;
    await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202);
    const [, after] = await receiver.waitFor('/rotated', 2);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verified(now.secret, after);
    expect(() => verified(rotated.secret, after)).toThrow();
  });

  it('answers the same over GraphQL as over REST, and pings there too', async () => {
    const FIELDS = 'id url description events createdAt enabled disabledAt disabledReason previousSecretExpiresAt';
    const made = await graphql(
      t.app,
      `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${FIELDS} } } }`,
      { input: { url: receiver.url('/graphql'), events: ['YOUR_TURN', 'MATCH_ENDED'] } },
      ann.bearer,
    ).expect(200);
    const { endpoint, secret } = made.body.data.createWebhookEndpoint;
    expect(secret).toMatch(/^whsec_/);
    const rest = (await ann.get(`/api/webhooks/${endpoint.id}`).expect(200)).body;
    expect(endpoint).toEqual(rest);
    const read = await graphql(
      t.app,
      `query ($id: ID!) { webhookEndpoint(id: $id) { ${FIELDS} } }`,
      { id: endpoint.id },
      ann.bearer,
    );
    expect(read.body.data.webhookEndpoint).toEqual(rest);
    const ping = await graphql(
      t.app,
      `
        mutation ($id: ID!) {
          pingWebhookEndpoint(id: $id) {
            id
            type
            status
          }
        }
      `,
      { id: endpoint.id },
      ann.bearer,
    );
    expect(ping.body.data.pingWebhookEndpoint).toMatchObject({ type: 'PING', status: 'pending' });
    await receiver.waitFor('/graphql', 1);
    const log = await logUntil(ann, endpoint.id, (l) => l[0]?.status === 'delivered');
    const page = await graphql(
      t.app,
      `
        query ($id: ID!) {
          webhookDeliveries(endpointId: $id) {
            next
            items {
              id
              messageId
              type
              status
              attempts
              lastStatus
            }
          }
        }
      `,
      { id: endpoint.id },
      ann.bearer,
    );
    expect(page.body.data.webhookDeliveries).toEqual({
      next: null,
      items: log.map(({ id, messageId, type, status, attempts, lastStatus }) => ({
        id,
        messageId,
        type,
        status,
        attempts,
        lastStatus,
      })),
    });
    const other = await graphql(
      t.app,
      `
        query ($id: ID!) {
          webhookEndpoint(id: $id) {
            id
          }
        }
      `,
      { id: endpoint.id },
      ben.bearer,
    );
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const gone = await graphql(
      t.app,
      `
        mutation ($id: ID!) {
          deleteWebhookEndpoint(id: $id)
        }
      `,
      { id: endpoint.id },
      ann.bearer,
    );
    expect(gone.body.data.deleteWebhookEndpoint).toBe(true);
  });

  it('deletes an endpoint with its log', async () => {
    const { endpoint } = await register(ann, '/deleted');
    await request(t.app.getHttpServer())
      .delete(`/api/webhooks/${endpoint.id}`)
      .set('authorization', `Bearer ${ann.bearer}`)
      .expect(204);
    await ann.get(`/api/webhooks/${endpoint.id}`).expect(404);
    await ann.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(404);
  });

  describe('with a queue that polls once a minute', () => {
    const POLL_MS = 60_000;
    const slow = useTestApp({ env: { ...ENV, QUEUE_POLL: `${POLL_MS / 1000}s` } });

    it('looks for a retry due sooner than the queue’s next poll when it is due', async () => {
      const cid = new MatchClient(slow.app, 'cid', await registerAndLogin(slow.app, 'cid'));
      const dee = new MatchClient(slow.app, 'dee', await registerAndLogin(slow.app, 'dee'));
      receiver.answer('/quick', (hits) => (hits < 3 ? 500 : 204));
      const { endpoint } = await register(cid, '/quick', { events: ['YOUR_TURN'] });
      await untilTurnOf(await startedMaw(cid, dee), cid, dee);
      const [first] = await logUntil(cid, endpoint.id, (l) => l.some((d) => d.status === 'delivered'));
      const hits = receiver.at('/quick').filter((r) => r.headers['webhook-id'] === first.messageId);
      expect(hits).toHaveLength(4);
      // Each retry waited out its 200 ms (±20 %), and all three came before the queue's first poll could find one.
      for (const [i, hit] of hits.slice(1).entries()) expect(hit.at - hits[i].at).toBeGreaterThanOrEqual(150);
      expect(hits[3].at - hits[0].at).toBeLessThan(POLL_MS);
    });
  });
});

describe('webhooks in production', () => {
  const t = useTestApp({ env: { ...ENV, WEBHOOK_ALLOW_PRIVATE: 'false' } });

  it('refuses plain http and private, loopback and link-local addresses', async () => {
    const ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    for (const [url, problem] of [
      ['http://example.com/hook', 'HTTPS_REQUIRED'],
      ['https://127.0.0.1/hook', 'PRIVATE_ADDRESS'],
      ['https://10.1.2.3/hook', 'PRIVATE_ADDRESS'],
      ['https://169.254.169.254/latest/meta-data', 'PRIVATE_ADDRESS'],
      ['https://[::1]/hook', 'PRIVATE_ADDRESS'],
      ['https://[::ffff:192.168.0.1]/hook', 'PRIVATE_ADDRESS'],
      ['https://localhost/hook', 'PRIVATE_ADDRESS'],
    ]) {
      const res = await ann.post('/api/webhooks', { url }).expect(422);
      expect([url, res.body.error.code, res.body.error.details.problem]).toEqual([url, 'WEBHOOK_URL_REFUSED', problem]);
    }
    expect((await ann.get('/api/webhooks').expect(200)).body.items).toEqual([]);
  });
});
