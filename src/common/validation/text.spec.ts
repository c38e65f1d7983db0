import fc from 'fast-check';
import { findTextFault, MAX_INPUT_DEPTH, textFault } from './text';

describe('textFault', () => {
  it.each([
    ['ann', undefined],
    ['', undefined],
    ['5♥ and 🂡', undefined],
    ['a\u0000b', 'must not contain the NUL character'],
    ['k\ud800', 'must be well-formed Unicode (it holds a lone surrogate)'],
    ['\udc00k', 'must be well-formed Unicode (it holds a lone surrogate)'],
    ['\udc00\ud800', 'must be well-formed Unicode (it holds a lone surrogate)'],
  ])('%j: %s', (text, fault) => {
    expect(textFault(text)).toBe(fault);
  });

  it('passes every well-formed string without NUL, and refuses it with a lone surrogate inserted anywhere', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')),
        fc.nat(),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        (text, at, unit) => {
          expect(textFault(text)).toBeUndefined();
          // Split between whole code points, so the inserted unit cannot pair with a neighbour.
          const points = [...text];
          const i = at % (points.length + 1);
          const broken = points.slice(0, i).join('') + String.fromCharCode(unit) + points.slice(i).join('');
          expect(textFault(broken)).toBeDefined();
        },
      ),
    );
  });
});

describe('findTextFault', () => {
  it('names the path of the first bad string in objects and arrays, and of a bad key', () => {
    expect(findTextFault({ a: 'ok', b: [1, 'fine', { c: 'x\u0000' }] })).toEqual({
      path: ['b', 2, 'c'],
      message: 'must not contain the NUL character',
    });
    expect(findTextFault({ options: { 'k\u0000': 1 } }, ['input'])).toEqual({
      path: ['input', 'options'],
      message: 'a field name must not contain the NUL character',
    });
    expect(findTextFault({ n: 1, b: true, z: null, s: 'ok' })).toBeUndefined();
  });

  it('refuses an input nested deeper than the limit without overflowing the stack, naming where', () => {
    const nest = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
    expect(findTextFault(nest(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findTextFault(nest(MAX_INPUT_DEPTH + 1))).toEqual({
      path: Array(MAX_INPUT_DEPTH).fill(0),
      message: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
    });
    expect(findTextFault(nest(100_000))?.message).toMatch(/nested more than/);
    // The depth counts from the argument, not from the path it is named by.
    expect(findTextFault(nest(MAX_INPUT_DEPTH), ['input', 'options'])).toBeUndefined();
  });

  it("finds the first fault in document order, a key after its earlier siblings' values", () => {
    expect(findTextFault({ a: ['x\u0000'], 'k\u0000': 1 })).toEqual({
      path: ['a', 0],
      message: 'must not contain the NUL character',
    });
  });
});
