import { FixedClock } from '../../test/support/fixed-clock';
import { InMemoryAccessTokensRepository } from '../../test/support/fakes/in-memory-access-tokens.repository';
import { InMemorySessionsRepository } from '../../test/support/fakes/in-memory-sessions.repository';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { InvalidatedCache } from '../events/invalidated-cache';
import { CachedAccessTokensRepository } from './cached-access-tokens.repository';
import { CachedSessionsRepository } from './cached-sessions.repository';

/** Two instances share one database (the in-memory repository) and one bus. */
describe('cached credentials', () => {
  const TTL_MS = 30_000;
  let bus: InProcessEventBus;
  let clock: FixedClock;
  beforeEach(() => {
    bus = new InProcessEventBus();
    clock = new FixedClock(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => bus.close());

  describe('sessions', () => {
    async function instances(stored: InMemorySessionsRepository): Promise<CachedSessionsRepository[]> {
      const made = [0, 1].map(
        () => new CachedSessionsRepository(stored, new InvalidatedCache('sessions', bus, 100, TTL_MS), clock),
      );
      await Promise.all(made.map((m) => m.onModuleInit()));
      return made;
    }

    it('reads a session once, then from memory until the TTL', async () => {
      const stored = new InMemorySessionsRepository();
      const [a] = await instances(stored);
      const session = await a.create({ playerId: 'p', createdAt: clock.now(), expiresAt: new Date('2026-02-01') });
      const reads = jest.spyOn(stored, 'findById');
      await a.findById(session.id);
      await a.findById(session.id);
      expect(reads).toHaveBeenCalledTimes(1);
      clock.advance(TTL_MS);
      await a.findById(session.id);
      expect(reads).toHaveBeenCalledTimes(2);
    });

    it('sees a logout on another instance at once', async () => {
      const stored = new InMemorySessionsRepository();
      const [a, b] = await instances(stored);
      const session = await a.create({ playerId: 'p', createdAt: clock.now(), expiresAt: new Date('2026-02-01') });
      expect((await b.findById(session.id))?.revokedAt).toBeNull();
      await a.revoke(session.id, clock.now());
      expect((await b.findById(session.id))?.revokedAt).toEqual(clock.now());
    });

    it('does not remember an unknown session', async () => {
      const stored = new InMemorySessionsRepository();
      const [a] = await instances(stored);
      expect(await a.findById('nope')).toBeNull();
      const session = await stored.create({ playerId: 'p', createdAt: clock.now(), expiresAt: new Date('2026-02-01') });
      stored.rows.set('nope', { ...session, id: 'nope' });
      expect(await a.findById('nope')).not.toBeNull();
    });
  });

  describe('access tokens', () => {
    async function instances(stored: InMemoryAccessTokensRepository): Promise<CachedAccessTokensRepository[]> {
      const made = [0, 1].map(
        () =>
          new CachedAccessTokensRepository(stored, new InvalidatedCache('access-tokens', bus, 100, TTL_MS), clock, 100),
      );
      await Promise.all(made.map((m) => m.onModuleInit()));
      return made;
    }
    const token = {
      playerId: 'p',
      tokenHash: 'h',
      description: 'bot',
      scopes: ['match:play' as const],
      createdAt: new Date('2026-01-01'),
      expiresAt: null,
    };

    it('sees a revocation on another instance at once', async () => {
      const stored = new InMemoryAccessTokensRepository();
      const [a, b] = await instances(stored);
      const created = await a.create(token);
      expect((await b.findByHash('h'))?.revokedAt).toBeNull();
      expect(await a.revoke(created.id, 'p', clock.now())).toBe(true);
      expect((await b.findByHash('h'))?.revokedAt).toEqual(clock.now());
    });

    it('keeps a recorded use in its cached copy, so the next request does not record it again', async () => {
      const stored = new InMemoryAccessTokensRepository();
      const [a] = await instances(stored);
      const created = await a.create(token);
      await a.findByHash('h');
      await a.recordUse(created.id, clock.now());
      const reads = jest.spyOn(stored, 'findByHash');
      expect((await a.findByHash('h'))?.lastUsedAt).toEqual(clock.now());
      expect(reads).not.toHaveBeenCalled();
    });
  });
});
