import { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common';
import { InvalidatedCache } from '../events';
import { Session, SessionsRepository } from './sessions.repository';

/**
 * Sessions as every request reads them, from memory when recently read. A
 * logout drops the session from every instance's cache before it returns.
 */
export class CachedSessionsRepository extends SessionsRepository implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly stored: SessionsRepository,
    private readonly cache: InvalidatedCache<Session>,
    private readonly clock: Clock,
  ) {
    super();
  }

  onModuleInit(): Promise<void> {
    return this.cache.listen();
  }

  onModuleDestroy(): Promise<void> {
    return this.cache.close();
  }

  create(session: { playerId: string; createdAt: Date; expiresAt: Date }): Promise<Session> {
    return this.stored.create(session);
  }

  async findById(id: string): Promise<Session | null> {
    const now = this.clock.millis();
    const cached = this.cache.get(id, now);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const session = await this.stored.findById(id);
    if (session) this.cache.set(id, session, now, ticket);
    return session;
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.stored.revoke(id, at);
    await this.cache.invalidate(id);
  }
}
