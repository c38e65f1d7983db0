import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Strategy } from 'passport-jwt';
import { SecurityConfig } from '../../config/security.config';
import { isAccessTokenSecret } from '../access-token-secret';
import { AuthService } from '../auth.service';
import { Principal } from '../principal';
import { SessionClaims } from '../session-claims';
import { bearerOf } from './bearer';

/** A bearer credential that is not an access token is taken for a session JWT. */
function sessionJwtOf(req: { headers: IncomingHttpHeaders }): string | null {
  const credential = bearerOf(req.headers);
  return credential !== null && !isAccessTokenSecret(credential) ? credential : null;
}

/** Session JWTs: signature and expiry checked by passport-jwt, then the session itself (not revoked, not expired). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: SecurityConfig,
    private readonly auth: AuthService,
  ) {
    // A KeyObject (jsonwebtoken takes one; passport-jwt's types predate it): given a
    // string or Buffer, jsonwebtoken first tries it as a public key, which throws on
    // every request (13 % of a move's CPU in bench:api's profile).
    const key = createSecretKey(Buffer.from(config.jwt.secret)) as unknown as Buffer;
    super({ jwtFromRequest: sessionJwtOf, secretOrKey: key, algorithms: ['HS256'] });
  }

  validate(claims: SessionClaims): Promise<Principal> {
    return this.auth.authenticateSession(claims);
  }
}
