import { OptionSpec, resolveOptions } from './option-spec';

const specs: OptionSpec[] = [
  { name: 'ranking', type: 'enum', values: ['cotton', 'older'], default: 'cotton', description: 'trump order' },
  { name: 'reneging', type: 'boolean', default: false, description: 'top trumps may renege' },
  { name: 'target', type: 'integer', min: 5, max: 121, default: 26, description: 'points to win' },
];

describe('resolveOptions', () => {
  it('fills every default', () => {
    expect(resolveOptions(specs, undefined)).toEqual({
      ok: true,
      value: { ranking: 'cotton', reneging: false, target: 26 },
    });
  });

  it('keeps valid values', () => {
    expect(resolveOptions(specs, { ranking: 'older', target: 121, reneging: true })).toEqual({
      ok: true,
      value: { ranking: 'older', reneging: true, target: 121 },
    });
  });

  it.each([
    [{ colour: 'red' }, 'UNKNOWN_OPTION', 'colour'],
    [{ ranking: 'newer' }, 'INVALID_OPTION', 'ranking'],
    [{ reneging: 'yes' }, 'INVALID_OPTION', 'reneging'],
    [{ target: 4 }, 'INVALID_OPTION', 'target'],
    [{ target: 122 }, 'INVALID_OPTION', 'target'],
    [{ target: 26.5 }, 'INVALID_OPTION', 'target'],
    [{ target: '26' }, 'INVALID_OPTION', 'target'],
  ])('refuses %j with %s naming %s', (input, code, option) => {
    const r = resolveOptions(specs, input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code, option });
      expect(r.error.message).toContain(option);
    }
  });

  it('answers a frozen input naming every option with the input itself, and copies anything else', () => {
    const complete = Object.freeze({ ranking: 'older', reneging: true, target: 60 });
    expect(resolveOptions(specs, complete)).toEqual({ ok: true, value: complete });
    expect((resolveOptions(specs, complete) as { value: unknown }).value).toBe(complete);
    const unfrozen = { ranking: 'older', reneging: true, target: 60 };
    expect((resolveOptions(specs, unfrozen) as { value: unknown }).value).not.toBe(unfrozen);
    const partial = Object.freeze({ ranking: 'older' });
    expect(resolveOptions(specs, partial)).toEqual({
      ok: true,
      value: { ranking: 'older', reneging: false, target: 26 },
    });
  });

  it('refuses a frozen input with a bad value like any other', () => {
    expect(resolveOptions(specs, Object.freeze({ ranking: 'newer', reneging: true, target: 60 }))).toMatchObject({
      ok: false,
      error: { option: 'ranking' },
    });
  });

  it('refuses options that are not an object', () => {
    expect(resolveOptions(specs, [] as unknown as Record<string, unknown>)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_OPTION' },
    });
  });
});
