import { isIPv4, isIPv6 } from 'node:net';

const HEXTETS = 8;

/**
 * The network an anonymous caller is counted as, for rate limits: an IPv4
 * address itself (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`, on a
 * dual-stack socket), and an IPv6 address's first `ipv6PrefixBits` bits.
 * One IPv6 host usually holds a whole /64 or more and can answer from any
 * address in it, so counting single IPv6 addresses would give it a fresh
 * budget (password guessing included) on every call. Written in full,
 * lowercase, with the prefix length: `2001:0db8:0000:0000:0000:0000:0000:0000/56`.
 * Anything that is not an address is returned as it is.
 */
export function clientNetwork(address: string, ipv6PrefixBits: number): string {
  if (isIPv4(address)) return address;
  const unzoned = address.split('%', 1)[0];
  if (!isIPv6(unzoned)) return address;
  const words = hextets(unzoned);
  if (isMappedIPv4(words)) return `${words[6] >> 8}.${words[6] & 0xff}.${words[7] >> 8}.${words[7] & 0xff}`;
  const kept = words.map((word, i) => word & maskOf(ipv6PrefixBits - 16 * i));
  return `${kept.map((word) => word.toString(16).padStart(4, '0')).join(':')}/${ipv6PrefixBits}`;
}

/** The eight 16-bit words of a valid IPv6 address (an IPv4 tail becomes the last two). */
function hextets(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...new Array<number>(HEXTETS - front.length - back.length).fill(0), ...back];
}

/** `::ffff:0:0/96`: an IPv4 address as a dual-stack socket reports it. */
function isMappedIPv4(words: readonly number[]): boolean {
  return words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff;
}

/** The mask of a 16-bit word of which the first `bits` (clamped to 0–16) belong to the prefix. */
function maskOf(bits: number): number {
  const kept = Math.min(Math.max(bits, 0), 16);
  return (0xffff << (16 - kept)) & 0xffff;
}
