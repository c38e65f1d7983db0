import { AccessToken } from './access-tokens.repository';
import { Scope } from './scopes';

/** What the owner sees of a token: everything but the owner id (and there is no secret to see). */
export interface AccessTokenView {
  readonly id: string;
  readonly description: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
}

export function accessTokenView(token: AccessToken): AccessTokenView {
  const { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt } = token;
  return { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt };
}
