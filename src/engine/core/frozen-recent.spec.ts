import { frozenRecent } from './frozen-recent';

describe('frozenRecent', () => {
  it('builds once per key and gives every caller the same deep-frozen value', () => {
    const build = jest.fn((key: { n: number }, label: string) => ({ label, items: [{ n: key.n }] }));
    const view = frozenRecent(8, build);
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

  it('remembers only the keys used most recently, and builds a forgotten one again alike', () => {
    const build = jest.fn((key: { n: number }) => ({ n: key.n }));
    const view = frozenRecent(2, build);
    const [a, b, c] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const firstA = view(a);
    view(b);
    expect(view(a)).toBe(firstA); // a is now the most recent, b the least
    view(c); // forgets b
    expect(view(a)).toBe(firstA);
    expect(build).toHaveBeenCalledTimes(3);
    const againB = view(b);
    expect(build).toHaveBeenCalledTimes(4);
    expect(againB).toEqual({ n: 2 });
  });
});
