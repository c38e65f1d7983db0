import { DomainError } from '../common';
import { BearerAuthenticator, CredentialId, Principal, Revocations, credentialIdOf } from '../auth';

interface Watcher {
  readonly credential: string;
  /** Calls `lost` and stops watching, the first time only. */
  readonly end: () => void;
}

function keyOf({ via, id }: CredentialId): string {
  return `${via}:${id}`;
}

/**
 * A credential is checked when a connection opens; a socket or stream in a
 * days-long match outlives sessions and tokens. Revoking a token or logging
 * out a session ends its connections at once, on every instance (see
 * Revocations); when revocations may have gone unheard (the bus down, or
 * back) every watched credential is checked again; and each is checked every
 * `intervalSeconds` besides, which also ends it once expired. A check that
 * fails for another reason (the database unreachable) is tried again next time.
 */
export class CredentialWatch {
  private readonly watched = new Map<string, Set<Watcher>>();

  constructor(
    private readonly authenticator: BearerAuthenticator,
    private readonly intervalSeconds: number,
    revocations: Revocations,
  ) {
    revocations.listen((revoked) => (revoked ? this.revoked(revoked) : this.checkAll()));
  }

  /** Calls `lost` at most once (at once, when the revocation is heard); the returned function stops watching. */
  watch(principal: Principal, credential: string, lost: () => void): () => void {
    const key = keyOf(credentialIdOf(principal));
    const watchers = this.watched.get(key) ?? new Set<Watcher>();
    this.watched.set(key, watchers);
    let watching = true;
    const stop = (): void => {
      if (!watching) return;
      watching = false;
      clearInterval(timer);
      watchers.delete(watcher);
      if (watchers.size === 0 && this.watched.get(key) === watchers) this.watched.delete(key);
    };
    const watcher: Watcher = {
      credential,
      end: () => {
        if (!watching) return;
        stop();
        lost();
      },
    };
    watchers.add(watcher);
    const timer = setInterval(() => this.check(credential, [watcher]), this.intervalSeconds * 1000);
    timer.unref();
    return stop;
  }

  private revoked(credential: CredentialId): void {
    for (const watcher of [...(this.watched.get(keyOf(credential)) ?? [])]) watcher.end();
  }

  /** Every watched credential once, however many connections hold it. */
  private checkAll(): void {
    const byCredential = new Map<string, Watcher[]>();
    for (const watchers of this.watched.values())
      for (const w of watchers) byCredential.set(w.credential, [...(byCredential.get(w.credential) ?? []), w]);
    for (const [credential, watchers] of byCredential) this.check(credential, watchers);
  }

  private check(credential: string, watchers: readonly Watcher[]): void {
    this.authenticator.authenticate(credential).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') for (const w of watchers) w.end();
    });
  }
}
