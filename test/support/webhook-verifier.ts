import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { SECRET_PREFIX } from '../../src/notices/webhooks/webhook-signature';

/**
 * A Standard Webhooks verifier for the tests (spec/standard-webhooks.md, "Verifying signatures"): unlike the
 * reference library's `Webhook.verify`, which the server does not need (it only signs, in
 * src/notices/webhooks/webhook-signature.ts), it says why it refuses.
 */

/** How far a timestamp may stray from the receiver's clock, each way: the reference libraries' five minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

const STANDARD_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The key bytes of a secret, with or without the `whsec_` prefix (the reference libraries accept
 * both); null when what follows is not base64 of at least one byte.
 */
export function secretKey(secret: string): Buffer | null {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!STANDARD_BASE64.test(encoded)) return null;
  const key = Buffer.from(encoded, 'base64');
  return key.length > 0 ? key : null;
}

/** Why a delivery was not accepted. */
export type VerifyFailure =
  /** `webhook-id`, `webhook-timestamp` or `webhook-signature` is absent or empty. */
  | 'MISSING_HEADER'
  /** `webhook-timestamp` is not a whole number of seconds. */
  | 'INVALID_TIMESTAMP'
  /** Older or newer than the tolerance allows: perhaps a replay. */
  | 'TIMESTAMP_OUT_OF_TOLERANCE'
  /** No `v1` signature in the header matches the body under any of the secrets. */
  | 'NO_MATCHING_SIGNATURE'
  /** None of the secrets given is base64 (the receiver's configuration, not the sender's fault). */
  | 'INVALID_SECRET';

export type VerifyResult =
  { ok: true; id: string; timestampSeconds: number } | { ok: false; reason: VerifyFailure; message: string };

/** Headers as node:http hands them over (lower-case names), or any plain record of them. */
export type IncomingHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyInput {
  headers: IncomingHeaders;
  /** The raw body as received, not parsed and serialised again (bytes are read as UTF-8). */
  body: string | Buffer;
  /** Every secret the receiver accepts: during a rotation, the new one and the old one. */
  secrets: readonly string[];
  /** The receiver's time, in seconds since the epoch. */
  nowSeconds: number;
  toleranceSeconds?: number;
}

function header(headers: IncomingHeaders, name: string): string | undefined {
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return typeof value === 'string' ? value : value?.join(',');
}

function refuse(reason: VerifyFailure, message: string): VerifyResult {
  return { ok: false, reason, message };
}

/**
 * Whether a delivery is authentic and recent (the spec's "Verifying signatures"): some `v1`
 * signature in `webhook-signature` must equal, compared in constant time, the HMAC of
 * `id.timestamp.body` under one of `secrets`, and the timestamp must be within the tolerance of
 * `nowSeconds`. Signatures of other schemes (`v1a`, ...) are skipped. It does not drop duplicates:
 * that needs the receiver's memory of ids.
 */
export function verifyWebhook({
  headers,
  body,
  secrets,
  nowSeconds,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}: VerifyInput): VerifyResult {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signature) {
    return refuse('MISSING_HEADER', 'webhook-id, webhook-timestamp and webhook-signature are all required');
  }
  if (!/^\d{1,15}$/.test(timestamp)) {
    return refuse('INVALID_TIMESTAMP', 'webhook-timestamp is not whole seconds since the epoch');
  }
  const timestampSeconds = Number(timestamp);
  if (Math.abs(nowSeconds - timestampSeconds) > toleranceSeconds) {
    return refuse('TIMESTAMP_OUT_OF_TOLERANCE', `webhook-timestamp is more than ${toleranceSeconds} s from now`);
  }
  const signers = secrets
    .map(secretKey)
    .filter((key) => key !== null)
    .map((key) => new Webhook(key, { format: 'raw' }));
  if (signers.length === 0) return refuse('INVALID_SECRET', 'no secret given is whsec_ and base64');

  const offered = signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => Buffer.from(s));
  const matches = signers.some((signer) => {
    const expected = Buffer.from(signer.sign(id, new Date(timestampSeconds * 1000), body));
    return offered.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
  });
  if (!matches) return refuse('NO_MATCHING_SIGNATURE', 'no v1 signature matches the body under the secrets given');
  return { ok: true, id, timestampSeconds };
}
