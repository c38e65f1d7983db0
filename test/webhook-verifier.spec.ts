import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newWebhookSecret, signatureHeaders } from '../src/notices/webhooks/webhook-signature';
import { VECTORS } from './support/standard-webhooks-vectors';
import { DEFAULT_TOLERANCE_SECONDS, verifyWebhook, VerifyInput } from './support/webhook-verifier';

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
    const markdown = readFileSync(join(__dirname, '../docs/webhooks-receiving.md'), 'utf8');
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
