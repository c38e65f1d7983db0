import { EMPTY_MATCH, MatchState } from '../domain/match-state';
import { StateCache } from './state-cache';

const at = (seq: number): MatchState => ({ ...EMPTY_MATCH, seq });

describe('StateCache', () => {
  it('returns what was stored', () => {
    const cache = new StateCache(2);
    cache.set('a', at(1));
    expect(cache.get('a')).toEqual(at(1));
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used match beyond its capacity', () => {
    const cache = new StateCache(2);
    cache.set('a', at(1));
    cache.set('b', at(2));
    cache.get('a');
    cache.set('c', at(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(at(1));
    expect(cache.get('c')).toEqual(at(3));
    expect(cache.size).toBe(2);
  });

  it('replaces a match’s state without growing', () => {
    const cache = new StateCache(2);
    cache.set('a', at(1));
    cache.set('a', at(2));
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toEqual(at(2));
  });

  it('holds nothing with capacity 0 and refuses a bad capacity', () => {
    const cache = new StateCache(0);
    cache.set('a', at(1));
    expect(cache.get('a')).toBeUndefined();
    expect(() => new StateCache(-1)).toThrow(RangeError);
  });
});
