import { createHash } from 'node:crypto';
import { SHUFFLE_ALGORITHM } from './shuffle';

/**
 * Commit–reveal: SHA-256(algorithm | matchId | seedHex), published when the
 * match starts; the seed is revealed at the end and anyone can check it.
 */
export function commitment(matchId: string, seed: Uint8Array, algorithm = SHUFFLE_ALGORITHM): string {
  return createHash('sha256')
    .update(`${algorithm}|${matchId}|${Buffer.from(seed).toString('hex')}`)
    .digest('hex');
}

export function verifyCommitment(
  matchId: string,
  seed: Uint8Array,
  expected: string,
  algorithm = SHUFFLE_ALGORITHM,
): boolean {
  return commitment(matchId, seed, algorithm) === expected;
}

export function seedFromHex(hex: string): Uint8Array | undefined {
  return /^[0-9a-f]{64}$/i.test(hex) ? Uint8Array.from(Buffer.from(hex, 'hex')) : undefined;
}
