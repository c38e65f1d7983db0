import fc from 'fast-check';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.9', 56, '203.0.113.9'],
    ['::ffff:203.0.113.9', 56, '203.0.113.9'],
    ['::FFFF:cb00:7109', 56, '203.0.113.9'],
    ['2001:db8::1', 56, '2001:0db8:0000:0000:0000:0000:0000:0000/56'],
    ['2001:db8:0:1ff::2', 56, '2001:0db8:0000:0100:0000:0000:0000:0000/56'],
    ['2001:db8:0:1ff::2', 64, '2001:0db8:0000:01ff:0000:0000:0000:0000/64'],
    ['2001:DB8:0:1FF:a:b:c:d', 128, '2001:0db8:0000:01ff:000a:000b:000c:000d/128'],
    ['fe80::1%eth0', 64, 'fe80:0000:0000:0000:0000:0000:0000:0000/64'],
    ['::1', 128, '0000:0000:0000:0000:0000:0000:0000:0001/128'],
    ['64:ff9b::192.0.2.33', 96, '0064:ff9b:0000:0000:0000:0000:0000:0000/96'],
    ['64:ff9b::192.0.2.33', 128, '0064:ff9b:0000:0000:0000:0000:c000:0221/128'],
    ['unknown', 56, 'unknown'],
    ['', 56, ''],
  ])('counts %s under /%d as %s', (address, bits, network) => {
    expect(clientNetwork(address, bits)).toBe(network);
  });

  const words = fc
    .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 })
    .filter((w) => !(w.slice(0, 5).every((x) => x === 0) && w[5] === 0xffff));
  const full = (w: readonly number[]) => w.map((x) => x.toString(16)).join(':');
  /** The same address with its longest run of zero words written `::`, in capitals. */
  const compressed = (w: readonly number[]) => {
    let best = { at: -1, length: 1 };
    for (let at = 0; at < 8; at++) {
      let length = 0;
      while (at + length < 8 && w[at + length] === 0) length++;
      if (length > best.length) best = { at, length };
    }
    const text = best.at < 0 ? full(w) : `${full(w.slice(0, best.at))}::${full(w.slice(best.at + best.length))}`;
    return text.toUpperCase();
  };
  const flipped = (w: readonly number[], bit: number) =>
    w.map((x, i) => (i === bit >> 4 ? x ^ (0x8000 >> (bit & 15)) : x));

  it('gives every spelling of an IPv6 address one network', () => {
    fc.assert(
      fc.property(
        words,
        fc.integer({ min: 32, max: 128 }),
        (w, bits) => clientNetwork(full(w), bits) === clientNetwork(compressed(w), bits),
      ),
    );
  });

  it('puts addresses that differ after the prefix in one network, and those that differ within it in two', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 32, max: 128 }), fc.nat(127), (w, bits, bit) => {
        const other = flipped(w, bit);
        fc.pre(!(other.slice(0, 5).every((x) => x === 0) && other[5] === 0xffff));
        return (clientNetwork(full(w), bits) === clientNetwork(full(other), bits)) === bit >= bits;
      }),
    );
  });
});
