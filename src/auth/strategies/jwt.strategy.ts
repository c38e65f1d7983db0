import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { DomainError } from '../../common/errors/domain-error';
import { isAccessTokenSecret } from '../access-token-secret';
import { AuthService } from '../auth.service';
import { Principal } from '../principal';
import { SessionTokenVerifier } from '../session-token-verifier';
import { PrefixedBearerStrategy } from './prefixed-bearer.strategy';

export const INVALID_SESSION_TOKEN = 'the session token is invalid or has expired; log in again';

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
    const claims = this.verifier.verify(credential);
    if (claims === null) throw new DomainError('UNAUTHENTICATED', INVALID_SESSION_TOKEN);
    return this.auth.authenticateSession(claims);
  }
}
