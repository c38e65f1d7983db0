import { InProcessEventBus } from './in-process-event-bus';
import { InvalidatedCache } from './invalidated-cache';

describe('InvalidatedCache', () => {
  let bus: InProcessEventBus;
  beforeEach(() => {
    bus = new InProcessEventBus();
  });
  afterEach(() => bus.close());

  async function listening(capacity = 10, ttlMs = 1000): Promise<InvalidatedCache<string>> {
    const cache = new InvalidatedCache<string>('test', bus, capacity, ttlMs);
    await cache.listen();
    return cache;
  }

  it('serves a value until its TTL runs out', async () => {
    const cache = await listening();
    cache.set('a', 'A', 0, cache.ticket());
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used past its capacity', async () => {
    const cache = await listening(2);
    cache.set('a', 'A', 0, cache.ticket());
    cache.set('b', 'B', 0, cache.ticket());
    cache.get('a', 1);
    cache.set('c', 'C', 0, cache.ticket());
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual(['A', undefined, 'C']);
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = await listening(10, 0);
    cache.set('a', 'A', 0, cache.ticket());
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops a key on every instance when one invalidates it', async () => {
    const here = await listening();
    const there = await listening();
    for (const cache of [here, there]) {
      cache.set('a', 'A', 0, cache.ticket());
      cache.set('b', 'B', 0, cache.ticket());
    }
    await here.invalidate('a');
    expect([here.get('a', 1), there.get('a', 1), there.get('b', 1)]).toEqual([undefined, undefined, 'B']);
  });

  it('drops everything on every instance on invalidateAll, and on an empty bus message (a reconnect)', async () => {
    const here = await listening();
    const there = await listening();
    there.set('a', 'A', 0, there.ticket());
    await here.invalidateAll();
    expect(there.get('a', 1)).toBeUndefined();
    there.set('b', 'B', 0, there.ticket());
    await bus.publish('cache.test', {});
    expect(there.get('b', 1)).toBeUndefined();
  });

  it('does not store a value read before an invalidation was heard', async () => {
    const here = await listening();
    const there = await listening();
    const ticket = there.ticket();
    await here.invalidate('a');
    there.set('a', 'read before the change', 0, ticket);
    expect(there.get('a', 1)).toBeUndefined();
    there.set('a', 'read after it', 0, there.ticket());
    expect(there.get('a', 1)).toBe('read after it');
  });

  it('hears nothing more once closed', async () => {
    const here = await listening();
    const there = await listening();
    there.set('a', 'A', 0, there.ticket());
    await there.close();
    await here.invalidate('a');
    expect(there.get('a', 1)).toBe('A');
  });
});
