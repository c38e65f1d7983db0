import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import {
  DEFAULT_TOLERANCE_SECONDS,
  newWebhookSecret,
  secretKey,
  signatureHeaders,
  verifyWebhook,
  VerifyInput,
} from './webhook-signature';

/**
 * Test vectors from github.com/standard-webhooks/standard-webhooks. The specification's own
 * example (spec/standard-webhooks.md, "Webhook headers") does not publish its secret, so it only
 * shows the header's shape; the fixed vectors are its reference libraries' "sign" tests.
 */
const VECTORS = [
  {
    // libraries/{javascript,go,python,ruby,csharp,java,php}: "sign function works"
    source: 'reference libraries (JavaScript, Go, Python, Ruby, C#, Java, PHP)',
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    timestampSeconds: 1614265330,
    body: '{"test": 2432232314}',
    signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  {
    // libraries/rust/src/lib.rs: test_sign
    source: 'reference library (Rust)',
    secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
    id: 'msg_27UH4WbU6Z5A5EzD8u03UvzRbpk',
    timestampSeconds: 1649367553,
    body: '{"email":"test@example.com","username":"test_user"}',
    signature: 'v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=',
  },
];

/** Signatures the reference libraries' tests use as wrong ones. */
const WRONG = {
  other: 'v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
  otherScheme: 'v2,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=',
  notBase64: 'v1,dawfeoifkpqwoekfpqoekf',
  empty: 'v1,',
  // Ruby's: the right signature with its tail changed.
  tailChanged: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLawdd',
  rust: ['v1,tFtCZ5RDCPxzWQRWXWPgrCgE2frDBe9gjpbWQxnVfsQ=', 'v1,Mm7xgUVICxZfQ3bgf0h0Dof65L/IFx+PnZvnDWPCX6Q='],
};

/** The specification's example asymmetric signature, to show a `v1a` entry is skipped, not fatal. */
const SPEC_V1A = 'v1a,hnO3f9T8Ytu9HwrXslvumlUpqtNVqkhqw/enGzPCXe5BdqzCInXqYXFymVJaA7AZdpXwVLPo3mNl8EM+m7TBAg==';

const [A, B] = VECTORS;

function delivery(vector = A, overrides: Partial<VerifyInput> & { signature?: string } = {}): VerifyInput {
  const { signature = vector.signature, ...rest } = overrides;
  return {
    headers: {
      'webhook-id': vector.id,
      'webhook-timestamp': String(vector.timestampSeconds),
      'webhook-signature': signature,
    },
    body: vector.body,
    secrets: [vector.secret],
    nowSeconds: vector.timestampSeconds,
    ...rest,
  };
}

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

describe('verifyWebhook', () => {
  it.each(VECTORS)('accepts the vector of the $source', (v) => {
    expect(verifyWebhook(delivery(v))).toEqual({ ok: true, id: v.id, timestampSeconds: v.timestampSeconds });
  });

  it('verifies a body given as bytes exactly as its text', () => {
    expect(verifyWebhook(delivery(A, { body: Buffer.from(A.body) })).ok).toBe(true);
    expect(verifyWebhook(delivery(A, { body: Buffer.from(A.body.replace(' ', '')) })).ok).toBe(false);
  });

  it('accepts a secret with or without its whsec_ prefix, padded or not', () => {
    expect(verifyWebhook(delivery(A, { secrets: ['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] })).ok).toBe(true);
    // The Python library's unpadded-secret test: 31 characters need one `=`.
    const unpadded = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaS';
    const headers = signatureHeaders({ ...A, secrets: [unpadded + '='] });
    expect(verifyWebhook({ headers, body: A.body, secrets: [unpadded], nowSeconds: A.timestampSeconds }).ok).toBe(true);
  });

  it("finds the right signature among several, skipping other schemes (the libraries' multi-signature test)", () => {
    const header = [WRONG.other, WRONG.otherScheme, SPEC_V1A, A.signature, WRONG.other].join(' ');
    expect(verifyWebhook(delivery(A, { signature: header })).ok).toBe(true);
    const rust = [...WRONG.rust, B.signature, 'v1,9DfC1c3eeOrXB6w/5dIDydLNQaEyww5KalE5jLBZucE='].join(' ');
    expect(verifyWebhook(delivery(B, { signature: rust })).ok).toBe(true);
  });

  it.each([
    ['another signature', WRONG.other],
    ['another scheme', WRONG.otherScheme],
    ['a signature that is not base64', WRONG.notBase64],
    ['an empty v1 signature', WRONG.empty],
    ['the first 8 characters of the right one', A.signature.slice(0, 8)],
    ['the right one with its tail changed', WRONG.tailChanged],
    ['the right one without its v1 tag', A.signature.slice(3)],
    ['only wrong ones among several', [WRONG.other, WRONG.otherScheme, SPEC_V1A].join(' ')],
  ])('refuses %s', (_, signature) => {
    expect(verifyWebhook(delivery(A, { signature }))).toMatchObject({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
  });

  it('refuses a tampered body, even by one space', () => {
    expect(verifyWebhook(delivery(A, { body: '{"test":2432232314}' }))).toMatchObject({
      reason: 'NO_MATCHING_SIGNATURE',
    });
    expect(verifyWebhook(delivery(A, { body: '{"test": 2432232315}' }))).toMatchObject({
      reason: 'NO_MATCHING_SIGNATURE',
    });
  });

  it('refuses a tampered id or timestamp, which are signed too', () => {
    const headers = { ...delivery(A).headers };
    expect(verifyWebhook(delivery(A, { headers: { ...headers, 'webhook-id': 'msg_other' } }))).toMatchObject({
      reason: 'NO_MATCHING_SIGNATURE',
    });
    expect(
      verifyWebhook(delivery(A, { headers: { ...headers, 'webhook-timestamp': String(A.timestampSeconds + 1) } })),
    ).toMatchObject({ reason: 'NO_MATCHING_SIGNATURE' });
  });

  it("refuses another endpoint's secret, and accepts when the right one is among those given", () => {
    expect(verifyWebhook(delivery(A, { secrets: [B.secret] }))).toMatchObject({ reason: 'NO_MATCHING_SIGNATURE' });
    expect(verifyWebhook(delivery(A, { secrets: [newWebhookSecret()] }))).toMatchObject({
      reason: 'NO_MATCHING_SIGNATURE',
    });
    expect(verifyWebhook(delivery(A, { secrets: [B.secret, A.secret] })).ok).toBe(true);
  });

  it('accepts a timestamp within the tolerance each way and refuses one a second beyond it', () => {
    const t = A.timestampSeconds;
    const tolerance = DEFAULT_TOLERANCE_SECONDS;
    expect(verifyWebhook(delivery(A, { nowSeconds: t + tolerance })).ok).toBe(true);
    expect(verifyWebhook(delivery(A, { nowSeconds: t - tolerance })).ok).toBe(true);
    for (const nowSeconds of [t + tolerance + 1, t - tolerance - 1, t + 86_400]) {
      expect(verifyWebhook(delivery(A, { nowSeconds }))).toMatchObject({
        ok: false,
        reason: 'TIMESTAMP_OUT_OF_TOLERANCE',
      });
    }
    expect(verifyWebhook(delivery(A, { nowSeconds: t + 60, toleranceSeconds: 30 }))).toMatchObject({
      reason: 'TIMESTAMP_OUT_OF_TOLERANCE',
    });
  });

  it('refuses missing headers and a timestamp that is not whole seconds', () => {
    const { headers } = delivery(A);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const without = Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
      expect(verifyWebhook(delivery(A, { headers: without }))).toMatchObject({ reason: 'MISSING_HEADER' });
    }
    for (const timestamp of ['hello', '1614265330.5', '-1614265330', ' 1614265330']) {
      expect(verifyWebhook(delivery(A, { headers: { ...headers, 'webhook-timestamp': timestamp } }))).toMatchObject({
        reason: 'INVALID_TIMESTAMP',
      });
    }
  });

  it('reads header names in any case', () => {
    const headers = {
      'Webhook-Id': A.id,
      'WEBHOOK-TIMESTAMP': String(A.timestampSeconds),
      'Webhook-Signature': A.signature,
    };
    expect(verifyWebhook(delivery(A, { headers })).ok).toBe(true);
  });

  it('says so when none of its own secrets can be read', () => {
    expect(verifyWebhook(delivery(A, { secrets: ['whsec_', 'not base64!'] }))).toMatchObject({
      reason: 'INVALID_SECRET',
    });
  });
});

describe('the example delivery in docs/webhooks-receiving.md', () => {
  it('verifies with the secret it names, at the time it names', () => {
    const markdown = readFileSync(join(__dirname, '../../../docs/webhooks-receiving.md'), 'utf8');
    const [, request] = /^```http\n([\s\S]*?)\n```$/m.exec(markdown) ?? [];
    const [head, body] = request.split('\n\n');
    const headers = Object.fromEntries(
      head
        .split('\n')
        .slice(1)
        .map((line) => line.split(': ')),
    );
    const secret = /with the\s+secret\s+`(whsec_[^`]+)`/.exec(markdown)?.[1] ?? '';
    expect(verifyWebhook({ headers, body, secrets: [secret], nowSeconds: 1674087231 })).toMatchObject({ ok: true });
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
