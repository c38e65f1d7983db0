import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DomainError } from '../common/errors/domain-error';
import { isAccessTokenSecret } from './access-token-secret';
import { AccessTokensService } from './access-tokens.service';
import { AuthService } from './auth.service';
import { Principal } from './principal';
import { SessionClaims } from './session-claims';

/**
 * A bearer credential checked outside an HTTP request: at a WebSocket's
 * connection_init, and again while a long-lived connection stays open. The
 * same checks as the HTTP strategies (signature, expiry, session or token
 * not revoked), through the same services.
 */
@Injectable()
export class BearerAuthenticator {
  constructor(
    private readonly tokens: AccessTokensService,
    private readonly sessions: AuthService,
    private readonly jwt: JwtService,
  ) {}

  async authenticate(credential: string): Promise<Principal> {
    if (isAccessTokenSecret(credential)) return this.tokens.authenticate(credential);
    let claims: SessionClaims;
    try {
      claims = await this.jwt.verifyAsync<SessionClaims & object>(credential);
    } catch {
      throw new DomainError('UNAUTHENTICATED', 'the session token is invalid or has expired; log in again');
    }
    return this.sessions.authenticateSession(claims);
  }
}
