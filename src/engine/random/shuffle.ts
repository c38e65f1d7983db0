import { HmacStream } from './hmac-stream';

/**
 * The named, versioned deal algorithm. A match records the algorithm it was
 * dealt with; a new algorithm gets a new name and the old one stays, so any
 * old deal can be re-derived.
 */
export const SHUFFLE_ALGORITHM = 'hmac-sha256-fisher-yates-v1';

/**
 * Fisher–Yates shuffle of `items` driven by the seed's stream for `label`.
 * Returns a new array; the input is untouched.
 */
export function shuffle<T>(items: readonly T[], seed: Uint8Array, label: string): T[] {
  const out = items.slice();
  const stream = new HmacStream(seed, label);
  for (let i = out.length - 1; i > 0; i--) {
    const j = stream.below(i + 1);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

/** A uniform integer in [0, n) for a named draw (e.g. the first dealer). */
export function draw(n: number, seed: Uint8Array, label: string): number {
  return new HmacStream(seed, label).below(n);
}
