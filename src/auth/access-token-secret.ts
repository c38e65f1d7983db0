import { createHash, randomBytes } from 'node:crypto';

/** Personal access tokens start with this, so a client, a log scanner and our guard can tell them from JWTs. */
export const ACCESS_TOKEN_PREFIX = 'plr_';

/** A new secret: the prefix and 32 random bytes (256 bits), base64url. */
export function newAccessTokenSecret(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The only form stored: SHA-256 hex. A slow hash is not needed for 256 random bits, and this one is a direct lookup key. */
export function hashAccessTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function isAccessTokenSecret(bearer: string): boolean {
  return bearer.startsWith(ACCESS_TOKEN_PREFIX);
}
