import { createHmac } from 'node:crypto';

/**
 * A deterministic stream of random 32-bit words: HMAC-SHA256(seed, label ‖ counter)
 * blocks read as big-endian words. Keyed by a secret 256-bit seed, the stream
 * cannot be predicted from the cards a player sees. `label` separates
 * independent streams from one seed (one per deal).
 */
export class HmacStream {
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: Uint8Array,
    private readonly label: string,
  ) {
    if (seed.length !== 32) throw new RangeError('seed must be 32 bytes');
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = createHmac('sha256', this.seed).update(`${this.label}\u0000${this.counter++}`).digest();
      this.offset = 0;
    }
    const word = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return word;
  }

  /** Uniform integer in [0, n) by rejection sampling (no modulo bias). */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`bad bound ${n}`);
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }
}
