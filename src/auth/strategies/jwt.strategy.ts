import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isAccessTokenSecret } from '../access-token-secret';
import { AuthService } from '../auth.service';
import { Principal } from '../principal';
import { SessionTokenVerifier } from '../session-token-verifier';
import { PrefixedBearerStrategy } from './prefixed-bearer.strategy';

/** Session JWTs: any bearer credential that is not an access token. Signature and expiry, then the session itself (not revoked, not expired). */
@Injectable()
export class JwtStrategy extends PassportStrategy(PrefixedBearerStrategy, 'jwt') {
  constructor(
    private readonly verifier: SessionTokenVerifier,
    private readonly auth: AuthService,
  ) {
    super((credential: string) => !isAccessTokenSecret(credential));
  }

  validate(credential: string): Promise<Principal> {
    return this.auth.authenticateSession(this.verifier.claimsOf(credential));
  }
}
