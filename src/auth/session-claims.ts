/** What an access JWT says: the player (`sub`) and the session (`jti`). */
export interface SessionClaims {
  readonly sub: string;
  readonly jti: string;
}
