import { HmacSha256 } from './hmac-sha256';
import { SEED_BYTES, Seed, seedBytes } from './seed';

/**
 * The keyed HMACs of the seeds dealt from most recently, pads compressed once
 * (a replay deals many times from one seed). Bounded, not one per live seed:
 * a server holding thousands of idle matches would keep a kilobyte each.
 */
const RECENT_SEEDS = 64;
const macs = new Map<Seed, HmacSha256>();

function macOf(seed: Seed): HmacSha256 {
  let mac = macs.get(seed);
  if (!mac) {
    mac = new HmacSha256(seedBytes(seed));
    macs.set(seed, mac);
    if (macs.size > RECENT_SEEDS) macs.delete(macs.keys().next().value as Seed);
  }
  return mac;
}

/**
 * A deterministic stream of random 32-bit words: HMAC-SHA256(seed, label ‖ 0 ‖ counter)
 * blocks read as big-endian words. Keyed by a secret 256-bit seed, the stream
 * cannot be predicted from the cards a player sees. `label` separates
 * independent streams from one seed (one per deal).
 */
export class HmacStream {
  private block: Uint32Array = new Uint32Array(0);
  private offset = 0;
  private counter = 0;
  private readonly mac: HmacSha256;

  constructor(
    seed: Seed,
    private readonly label: string,
  ) {
    if (seed.length !== SEED_BYTES) throw new RangeError(`seed must be ${SEED_BYTES} bytes`);
    this.mac = macOf(seed);
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = this.mac.words(`${this.label}\u0000${this.counter++}`);
      this.offset = 0;
    }
    return this.block[this.offset++];
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
