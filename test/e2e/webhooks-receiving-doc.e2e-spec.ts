import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { useTestApp } from '../support/app';
import { registerAndLogin } from '../support/auth-client';
import { MatchClient, startedMaw } from '../support/match-client';
import { WebhookReceiver } from '../support/webhook-receiver';
import { verifyWebhook } from '../support/webhook-verifier';

/** The secret docs/webhooks-receiving.md signs its example with: the Standard Webhooks libraries' test secret. */
const DOC_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The page's example delivery: its headers (lower-case names) and its body, as the page prints them. */
function documentedDelivery(): { headers: Record<string, string>; body: string } {
  const page = readFileSync(resolve(__dirname, '../../docs/webhooks-receiving.md'), 'utf8');
  const block = /```http\n([\s\S]*?)\n```/.exec(page)?.[1];
  if (block === undefined) throw new Error('docs/webhooks-receiving.md has no ```http example');
  const [head, body] = block.split('\n\n');
  const headers = Object.fromEntries(
    head
      .split('\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { headers, body };
}

const NOTICE_ID = /^notice_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PING_ID = /^ping_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * docs/webhooks-receiving.md's example is what a receiver is written from:
 * its signature verifies, and it has the shape of a real delivery, header
 * for header and key for key, so code that reads the page's example reads a
 * real delivery alike.
 */
describe('the example delivery of docs/webhooks-receiving.md', () => {
  const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '100000' } });
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  const doc = documentedDelivery();

  it('is signed as it says, by the secret it names, at its timestamp', () => {
    const nowSeconds = Number(doc.headers['webhook-timestamp']);
    expect(verifyWebhook({ headers: doc.headers, body: doc.body, secrets: [DOC_SECRET], nowSeconds })).toMatchObject({
      ok: true,
    });
    jest.useFakeTimers({ now: nowSeconds * 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout'] });
    try {
      expect(new Webhook(DOC_SECRET).verify(doc.body, doc.headers)).toEqual(JSON.parse(doc.body));
    } finally {
      jest.useRealTimers();
    }
  });

  it('has the headers, the id and the body of a real delivery, and a ping is what the page says', async () => {
    const ann = new MatchClient(t.app, 'ann', await registerAndLogin(t.app, 'ann'));
    const ben = new MatchClient(t.app, 'ben', await registerAndLogin(t.app, 'ben'));
    for (const client of [ann, ben])
      await client.post('/api/webhooks', { url: receiver.url(`/${client.handle}`), events: ['YOUR_TURN'] }).expect(201);
    const id = await startedMaw(ann, ben);
    const awaited = (await ann.match(id)).legalMoves.length > 0 ? ann : ben;
    const [real] = await receiver.waitFor(`/${awaited.handle}`, 1);

    for (const name of Object.keys(doc.headers).filter((h) => h !== 'host'))
      expect([name, real.headers[name] !== undefined]).toEqual([name, true]);
    expect(doc.headers['content-type']).toBe(real.headers['content-type']);
    expect(doc.headers['user-agent']).toBe(real.headers['user-agent']);
    expect(doc.headers['webhook-id']).toMatch(NOTICE_ID);
    expect(real.headers['webhook-id']).toMatch(NOTICE_ID);

    const documented = JSON.parse(doc.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    const delivered = JSON.parse(real.body) as typeof documented;
    expect(Object.keys(documented)).toEqual(Object.keys(delivered));
    expect(Object.keys(documented.data)).toEqual(Object.keys(delivered.data));
    expect(documented.type).toBe(delivered.type);
    expect(documented.data.reason).toBe(delivered.data.reason);
    expect(new Date(documented.timestamp).toISOString()).toBe(documented.timestamp);
    expect(new Date(delivered.timestamp).toISOString()).toBe(delivered.timestamp);
    // The example's match is cut short: what it shows, a real one has, of the same types.
    const [shown, whole] = [documented.data.match, delivered.data.match] as Record<string, unknown>[];
    for (const key of Object.keys(shown)) expect([key, typeof whole[key]]).toEqual([key, typeof shown[key]]);

    const endpoint = (await ann.post('/api/webhooks', { url: receiver.url('/ping') }).expect(201)).body.endpoint;
    await ann.post(`/api/webhooks/${endpoint.id}/ping`).expect(202);
    const [ping] = await receiver.waitFor('/ping', 1);
    expect(ping.headers['webhook-id']).toMatch(PING_ID);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'PING', data: { endpointId: endpoint.id } });
  });
});
