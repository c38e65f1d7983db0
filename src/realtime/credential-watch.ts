import { DomainError } from '../common/errors/domain-error';
import { BearerAuthenticator } from '../auth/bearer-authenticator';

/**
 * A credential is checked when a connection opens; a socket or stream in a
 * days-long match outlives sessions and tokens, so it is checked again every
 * `intervalSeconds`, and the connection is ended once it is expired, revoked
 * or logged out. A check that fails for another reason (the database
 * unreachable) is tried again next time.
 */
export class CredentialWatch {
  constructor(
    private readonly authenticator: BearerAuthenticator,
    private readonly intervalSeconds: number,
  ) {}

  /** Calls `lost` at most once; the returned function stops watching. */
  watch(credential: string, lost: () => void): () => void {
    const timer = setInterval(() => {
      this.authenticator.authenticate(credential).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') {
          clearInterval(timer);
          lost();
        }
      });
    }, this.intervalSeconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }
}
