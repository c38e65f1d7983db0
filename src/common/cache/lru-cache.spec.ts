import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('returns what was stored', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used value beyond its capacity', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('does not mark a value used when it is peeked at', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe(2);
  });

  it('replaces a value without growing', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('holds nothing with capacity 0 and refuses a bad capacity', () => {
    const cache = new LruCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(() => new LruCache(-1)).toThrow(RangeError);
  });
});
