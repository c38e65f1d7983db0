import { AccessToken, AccessTokenPage } from './access-tokens.repository';

/** What the owner sees of a token: everything but the owner id (and there is no secret to see). */
export type AccessTokenView = Omit<AccessToken, 'playerId'>;

export function accessTokenView(token: AccessToken): AccessTokenView {
  const { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt } = token;
  return { id, description, scopes, createdAt, lastUsedAt, expiresAt, revokedAt };
}

export interface AccessTokenPageView {
  readonly items: readonly AccessTokenView[];
  readonly next: string | null;
}

export function accessTokenPageView(page: AccessTokenPage): AccessTokenPageView {
  return { items: page.items.map(accessTokenView), next: page.next };
}
