/** A login: the JWT's `jti` names it, so logging out can end it before the token expires. */
export interface Session {
  readonly id: string;
  readonly playerId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

export abstract class SessionsRepository {
  abstract create(session: { playerId: string; createdAt: Date; expiresAt: Date }): Promise<Session>;
  abstract findById(id: string): Promise<Session | null>;
  /** Marks the session revoked unless it already is. */
  abstract revoke(id: string, at: Date): Promise<void>;
}
