import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
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
    super({ jwtFromRequest: sessionJwtOf, secretOrKey: config.jwt.secret, algorithms: ['HS256'] });
  }

  validate(claims: SessionClaims): Promise<Principal> {
    return this.auth.authenticateSession(claims);
  }
}
