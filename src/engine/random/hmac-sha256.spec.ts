import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { HmacSha256 } from './hmac-sha256';
import { propertyRuns } from '../../../test/support/property-runs';

function nodeWords(key: Uint8Array, message: string): number[] {
  const digest = createHmac('sha256', key).update(message).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
}

describe('HmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    const mac = new HmacSha256(new TextEncoder().encode('Jefe'));
    const hex = Array.from(mac.words('what do ya want for nothing?'), (w) => w.toString(16).padStart(8, '0')).join('');
    expect(hex).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('equals node:crypto for any key up to a block and any message, across padding boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), fc.string({ maxLength: 200 }), (key, message) => {
        expect(Array.from(new HmacSha256(key).words(message))).toEqual(nodeWords(key, message));
      }),
      propertyRuns(500),
    );
    const key = new Uint8Array(32).fill(7);
    for (let n = 0; n <= 130; n++)
      expect(Array.from(new HmacSha256(key).words('x'.repeat(n)))).toEqual(nodeWords(key, 'x'.repeat(n)));
  });

  it('gives the same words however often a key is used', () => {
    const mac = new HmacSha256(new Uint8Array(32).fill(1));
    expect(mac.words('a')).toEqual(mac.words('a'));
  });
});
