import { createHash } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Pool } from 'pg';

/** How long the loaded sessions last: longer than any run. */
const SESSION_DAYS = 30;

/** The id of a loaded player's session: derived from the player's, so the bench needs no lookup to name it. */
const SESSION_ID_SQL = (player: string) => `md5('session ' || ${player})::uuid`;

function sessionId(playerId: string): string {
  const h = createHash('md5').update(`session ${playerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Logged-in players without logging them in: one open session row per
 * loaded player, written in one statement, and each session's token signed
 * by the bench with the server's JWT_SECRET, as the server signs the token a
 * login answers with (src/auth/auth.service.ts, openSession). The server
 * checks them as it checks any session token: the signature, then the
 * session row, which a correspondence player's move reads cold.
 */
export class SessionTokens {
  private readonly jwt: JwtService;
  private readonly signed = new Map<string, string>();
  private readonly expires = Math.floor(Date.now() / 1000) + SESSION_DAYS * 86_400;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' } });
  }

  /** A session for every player whose handle starts with `prefix`; answers how many. */
  static async open(pool: Pool, prefix: string): Promise<number> {
    const result = await pool.query(
      `INSERT INTO "Session" ("id", "playerId", "createdAt", "expiresAt")
       SELECT ${SESSION_ID_SQL('"id"::text')}, "id", now(), now() + make_interval(days => $2)
       FROM "Player" WHERE "handle" LIKE $1 || '%'`,
      [prefix, SESSION_DAYS],
    );
    return result.rowCount ?? 0;
  }

  /** The bearer token of `playerId`'s loaded session. */
  of(playerId: string): string {
    let token = this.signed.get(playerId);
    if (token === undefined) {
      token = this.jwt.sign({ sub: playerId, jti: sessionId(playerId), exp: this.expires });
      this.signed.set(playerId, token);
    }
    return token;
  }
}
