import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock, DomainError } from '../common';
import { SessionClaims } from './session-claims';

/** Distinct session JWTs whose verified claims are remembered; the oldest go first. */
export const VERIFIED_TOKENS_CAPACITY = 20_000;

const INVALID_SESSION_TOKEN = 'the session token is invalid or has expired; log in again';

/** The player and the session a token names are database ids; a signed token naming anything else names nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Verified extends SessionClaims {
  /** Expiry, in seconds since the epoch (the JWT's own `exp`). */
  readonly exp: number;
}

/**
 * Session JWTs, verified once: a token's signature never changes its verdict,
 * so the claims of a token that verified are remembered (by the token's exact
 * text) until the token's own expiry, and the HMAC and JSON decoding run on
 * first sight only. Whether the session still stands is not remembered here:
 * the caller asks the sessions for that on every request.
 */
@Injectable()
export class SessionTokenVerifier {
  private readonly verified = new Map<string, Verified>();

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  /** The claims of a valid, unexpired session token; UNAUTHENTICATED for anything else. */
  claimsOf(token: string): SessionClaims {
    const claims = this.verify(token);
    if (claims === null) throw new DomainError('UNAUTHENTICATED', INVALID_SESSION_TOKEN);
    return claims;
  }

  /** The claims of a valid, unexpired session token; null for anything else. */
  verify(token: string): SessionClaims | null {
    const nowSeconds = this.clock.millis() / 1000;
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.exp > nowSeconds) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = this.checked(token, nowSeconds);
    if (claims === null) return null;
    if (this.verified.size >= VERIFIED_TOKENS_CAPACITY)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
  }

  private checked(token: string, nowSeconds: number): Verified | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.jwt.verify<Record<string, unknown>>(token, { clockTimestamp: Math.floor(nowSeconds) });
    } catch {
      return null;
    }
    const { sub, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    if (!UUID.test(sub) || !UUID.test(jti)) return null;
    return { sub, jti, exp };
  }
}
