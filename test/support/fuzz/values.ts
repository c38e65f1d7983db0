import fc from 'fast-check';

/** Strings that have broken servers: empty, huge, NUL, lone surrogates, control and format characters, injection. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'a\u0000b',
      '\u0000',
      'k\ud800',
      '\udfff',
      '\u202e',
      '%00',
      "' OR 1=1 --",
      '"; DROP TABLE "Match"; --',
      '../../etc/passwd',
      '{"$gt":""}',
      '__proto__',
      'constructor',
      '5H',
      'rob 3D',
      'five',
      'resign',
      'NaN',
      '-1',
      '2147483648',
      '1e309',
      'true',
      'null',
    ),
  },
  // Text PostgreSQL cannot store, anywhere in an otherwise ordinary string.
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.string({ maxLength: 12 }))
      .map(([a, bad, b]) => a + bad + b),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)) },
);

/** Numbers at and past every boundary a field might have. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31 - 2, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 0.5, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * Percent-encodes any string, lone surrogates included (as the three bytes
 * WTF-8 gives them: not UTF-8, which a client may send all the same), where
 * encodeURIComponent throws.
 */
export function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(unit);
  });
}
