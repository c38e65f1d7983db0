import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventBus, Unsubscribe } from '../events';
import { Principal } from './principal';

/** One credential by what names it: a session (a JWT's `jti`) or an access token, by id. */
export interface CredentialId {
  readonly via: 'session' | 'token';
  readonly id: string;
}

export function credentialIdOf(principal: Principal): CredentialId {
  return principal.via === 'session'
    ? { via: 'session', id: principal.sessionId }
    : { via: 'token', id: principal.tokenId };
}

/** The revoked credential, or null when revocations may have gone unheard (the bus was down): check every one again. */
export type RevocationListener = (revoked: CredentialId | null) => void;

const CHANNEL = 'credentials.revoked';

/**
 * Says that a credential was revoked (an access token revoked, a session
 * logged out), so that what holds it open ends. This instance's listeners
 * hear it before `revoked` returns; every other instance's when the bus
 * brings it, which Redis sends them before it answers the publish.
 */
@Injectable()
export class Revocations implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Set<RevocationListener>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly bus: EventBus) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(CHANNEL, (message) => {
      const { via, id } = message;
      if ((via === 'session' || via === 'token') && typeof id === 'string') this.tell({ via, id });
      else this.tell(null);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }

  /** Call once the revocation is stored. */
  async revoked(credential: CredentialId): Promise<void> {
    this.tell(credential);
    if (this.bus.spansInstances) await this.bus.publish(CHANNEL, { ...credential });
  }

  /** The returned function stops listening. */
  listen(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(revoked: CredentialId | null): void {
    for (const listener of [...this.listeners]) listener(revoked);
  }
}
