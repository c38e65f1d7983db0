import { Scope } from './scopes';

/** A personal access token as stored: never its secret, only the secret's SHA-256. */
export interface AccessToken {
  readonly id: string;
  readonly playerId: string;
  readonly description: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface NewAccessToken {
  readonly playerId: string;
  readonly tokenHash: string;
  readonly description: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

export interface AccessTokenPage {
  readonly items: readonly AccessToken[];
  /** The cursor of the next page; null on the last. */
  readonly next: string | null;
}

export abstract class AccessTokensRepository {
  abstract create(token: NewAccessToken): Promise<AccessToken>;
  abstract findByHash(tokenHash: string): Promise<AccessToken | null>;
  /** A page of the player's tokens, newest first, revoked ones included: `limit` after the one `cursor` names. */
  abstract listByPlayer(playerId: string, cursor: string | null, limit: number): Promise<AccessTokenPage>;
  /** Revokes the player's own token; false when they have no such token. */
  abstract revoke(id: string, playerId: string, at: Date): Promise<boolean>;
  abstract recordUse(id: string, at: Date): Promise<void>;
}
