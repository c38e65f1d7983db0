import { ok as assert } from 'node:assert';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Signing as the Standard Webhooks specification has it (spec/standard-webhooks.md, "Signature scheme"
 * and "Webhook headers"): HMAC-SHA256 over `id.timestamp.body`, sent as `v1,<base64>` in
 * `webhook-signature`, one per secret, space-separated, so a receiver keeps verifying while a
 * secret is rotated. The signature itself is the specification's reference library's
 * (`standardwebhooks` on npm, `Webhook.sign`); this module adds the several secrets and the headers.
 * The server only signs: the tests' verifier, which says why it refuses, is test/support/webhook-verifier.ts.
 */

/** The specification's prefix for a symmetric secret presented to people ("Secret serialization"). */
export const SECRET_PREFIX = 'whsec_';

/** The specification allows 24 to 64 random bytes; 32 is the HMAC-SHA256 output size. */
const SECRET_BYTES = 32;

// A type, not an interface, so it passes as a plain record of headers.
export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. Shown to its owner once. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under `signer`'s key. */
function sign(signer: Webhook, id: string, timestampSeconds: number, body: string | Buffer): string {
  return signer.sign(id, new Date(timestampSeconds * 1000), body);
}

export interface SignatureInput {
  /** The notice's stable id: the same on every attempt and redelivery, so receivers can drop duplicates. */
  id: string;
  /** When this attempt is made, in whole seconds since the epoch (a new one on every attempt). */
  timestampSeconds: number;
  /** The exact text sent: a receiver verifies what arrives, before any JSON parsing. */
  body: string;
  /** The endpoint's current secret first, then any older one still within its grace period. */
  secrets: readonly string[];
}

/** The three Standard Webhooks headers of one attempt. */
export function signatureHeaders({ id, timestampSeconds, body, secrets }: SignatureInput): WebhookSignatureHeaders {
  // The spec: the id and timestamp must not contain `.`, or one signed string could be read two ways.
  assert(/^[A-Za-z0-9_-]+$/.test(id), `a webhook id is letters, digits, _ and -: ${JSON.stringify(id)}`);
  assert(Number.isSafeInteger(timestampSeconds) && timestampSeconds >= 0, 'a webhook timestamp is whole seconds');
  assert(secrets.length > 0, 'an endpoint has at least one secret');
  // The library reads a stored secret as it is (`whsec_` and base64), and throws on one that is not.
  const signatures = secrets.map((secret) => sign(new Webhook(secret), id, timestampSeconds, body));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}
