import { Injectable } from '@nestjs/common';
import { isAccessTokenSecret } from './access-token-secret';
import { AccessTokensService } from './access-tokens.service';
import { AuthService } from './auth.service';
import { Principal } from './principal';
import { SessionTokenVerifier } from './session-token-verifier';

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
    private readonly verifier: SessionTokenVerifier,
  ) {}

  async authenticate(credential: string): Promise<Principal> {
    if (isAccessTokenSecret(credential)) return this.tokens.authenticate(credential);
    return this.sessions.authenticateSession(this.verifier.claimsOf(credential));
  }
}
