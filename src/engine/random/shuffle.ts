import { HmacStream } from './hmac-stream';
import { Seed } from './seed';

/**
 * The named, versioned deal algorithm. A match records the algorithm it was
 * dealt with; a new algorithm gets a new name and the old one stays, so any
 * old deal can be re-derived.
 */
export const SHUFFLE_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

const WORD = 0x1_0000_0000;

/**
 * Fisher–Yates shuffle of `items` driven by the seed's stream for `label`.
 * Consecutive draws are packed into one 32-bit word: a uniform x below
 * n₁·n₂·…·n_k (rejection-sampled, so unbiased) read in mixed radix gives k
 * independent uniform draws below n₁, n₂, … A 52-card shuffle takes about 11
 * words (two HMAC blocks) instead of 51: dealing is most of replay's cost.
 * Returns a new array; the input is untouched.
 */
export function shuffle<T>(items: readonly T[], seed: Seed, label: string): T[] {
  const out = items.slice();
  const stream = new HmacStream(seed, label);
  let i = out.length - 1;
  while (i > 0) {
    // One word covers the draws for positions i down to stop + 1.
    let product = i + 1;
    let stop = i - 1;
    while (stop > 0 && product * (stop + 1) <= WORD) product *= stop-- + 1;
    let x = stream.below(product);
    for (; i > stop; i--) {
      const n = i + 1;
      const j = x % n;
      x = (x - j) / n;
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
  }
  return out;
}

/** A uniform integer in [0, n) for a named draw (e.g. the first dealer). */
export function draw(n: number, seed: Seed, label: string): number {
  return new HmacStream(seed, label).below(n);
}
