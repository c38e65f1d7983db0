import { frozenOnce } from './frozen-once';

describe('frozenOnce', () => {
  it('builds once per key and gives every caller the same deep-frozen value', () => {
    const build = jest.fn((key: { n: number }, label: string) => ({ label, items: [{ n: key.n }] }));
    const view = frozenOnce(build);
    const a = { n: 1 };
    const b = { n: 2 };
    const first = view(a, 'first');
    expect(view(a, 'ignored')).toBe(first);
    expect(first).toEqual({ label: 'first', items: [{ n: 1 }] });
    expect(view(b, 'other')).toEqual({ label: 'other', items: [{ n: 2 }] });
    expect(build).toHaveBeenCalledTimes(2);
    expect(Object.isFrozen(first) && Object.isFrozen(first.items) && Object.isFrozen(first.items[0])).toBe(true);
    expect(() => {
      first.items[0].n = 5;
    }).toThrow(TypeError);
  });
});
