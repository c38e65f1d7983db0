import { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common';
import { InvalidatedCache } from '../events';
import { AccessToken, AccessTokenPage, AccessTokensRepository, NewAccessToken } from './access-tokens.repository';

/**
 * Access tokens as every request reads them (by the secret's hash), from
 * memory when recently read. A revocation drops every cached token on every
 * instance before it returns: revocations are rare, and the revoking request
 * names the token by id, not by hash.
 */
export class CachedAccessTokensRepository extends AccessTokensRepository implements OnModuleInit, OnModuleDestroy {
  /** The hash each cached token was found by, so a recorded use can update its entry. */
  private readonly hashes = new Map<string, string>();

  constructor(
    private readonly stored: AccessTokensRepository,
    private readonly cache: InvalidatedCache<AccessToken>,
    private readonly clock: Clock,
    private readonly capacity: number,
  ) {
    super();
  }

  onModuleInit(): Promise<void> {
    return this.cache.listen();
  }

  onModuleDestroy(): Promise<void> {
    return this.cache.close();
  }

  create(token: NewAccessToken): Promise<AccessToken> {
    return this.stored.create(token);
  }

  async findByHash(tokenHash: string): Promise<AccessToken | null> {
    const now = this.clock.millis();
    const cached = this.cache.get(tokenHash, now);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const token = await this.stored.findByHash(tokenHash);
    if (token) {
      this.cache.set(tokenHash, token, now, ticket);
      this.hashes.delete(token.id);
      this.hashes.set(token.id, tokenHash);
      if (this.hashes.size > this.capacity) this.hashes.delete(this.hashes.keys().next().value as string);
    }
    return token;
  }

  listByPlayer(playerId: string, cursor: string | null, limit: number): Promise<AccessTokenPage> {
    return this.stored.listByPlayer(playerId, cursor, limit);
  }

  async revoke(id: string, playerId: string, at: Date): Promise<boolean> {
    const revoked = await this.stored.revoke(id, playerId, at);
    await this.cache.invalidateAll();
    return revoked;
  }

  async recordUse(id: string, at: Date): Promise<void> {
    const ticket = this.cache.ticket();
    await this.stored.recordUse(id, at);
    const hash = this.hashes.get(id);
    const now = this.clock.millis();
    const cached = hash === undefined ? undefined : this.cache.get(hash, now);
    if (hash !== undefined && cached) this.cache.set(hash, { ...cached, lastUsedAt: at }, now, ticket);
  }
}
