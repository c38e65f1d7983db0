import { Webhook } from 'standardwebhooks';
import { VECTORS } from '../../../test/support/standard-webhooks-vectors';
import { secretKey, verifyWebhook } from '../../../test/support/webhook-verifier';
import { newWebhookSecret, signatureHeaders } from './webhook-signature';

const [A, B] = VECTORS;

describe('signatureHeaders', () => {
  it.each(VECTORS)('signs the vector of the $source', (v) => {
    expect(
      signatureHeaders({ id: v.id, timestampSeconds: v.timestampSeconds, body: v.body, secrets: [v.secret] }),
    ).toEqual({
      'webhook-id': v.id,
      'webhook-timestamp': String(v.timestampSeconds),
      'webhook-signature': v.signature,
    });
  });

  it('sends one signature per secret, space-separated, current first (rotation with a grace period)', () => {
    const headers = signatureHeaders({
      id: A.id,
      timestampSeconds: A.timestampSeconds,
      body: A.body,
      secrets: [B.secret, A.secret],
    });
    const [current, previous] = headers['webhook-signature'].split(' ');
    expect(previous).toBe(A.signature);
    expect(current).not.toBe(A.signature);
    // A receiver that only knows either secret accepts it.
    for (const secret of [A.secret, B.secret]) {
      expect(verifyWebhook({ headers, body: A.body, secrets: [secret], nowSeconds: A.timestampSeconds }).ok).toBe(true);
    }
  });

  it('agrees with the reference library (standardwebhooks on npm) both ways', () => {
    const secret = newWebhookSecret();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const body = '{"type":"YOUR_TURN","data":{"matchId":"m1"}}';
    const headers = signatureHeaders({ id: 'ntc_1', timestampSeconds: nowSeconds, body, secrets: [secret] });
    const library = new Webhook(secret);
    expect(headers['webhook-signature']).toBe(library.sign('ntc_1', new Date(nowSeconds * 1000), body));
    expect(library.verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('asserts what only a bug could give it: an id with a full stop, a fractional timestamp, no secret', () => {
    expect(() => signatureHeaders({ ...A, id: 'a.b', secrets: [A.secret] })).toThrow();
    expect(() => signatureHeaders({ ...A, timestampSeconds: 1.5, secrets: [A.secret] })).toThrow();
    expect(() => signatureHeaders({ ...A, secrets: [] })).toThrow();
    expect(() => signatureHeaders({ ...A, secrets: ['whsec_not base64!'] })).toThrow();
  });
});

describe('newWebhookSecret', () => {
  it('is whsec_ and the base64 of 32 random bytes, different every time', () => {
    const secrets = Array.from({ length: 50 }, newWebhookSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(secretKey(secret)).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
