/** A match seed's length: 256 bits. */
export const SEED_BYTES = 32;

/**
 * A seed as a state keeps it: 32 characters, one byte each. A string holds
 * the 32 bytes in about a fifth of a Uint8Array's room, and nobody holding
 * it can change it, so a state needs no copy of its own.
 */
export type Seed = string;

/** The seed of these bytes; a RangeError unless there are SEED_BYTES of them. */
export function seedOf(bytes: Uint8Array): Seed {
  if (bytes.length !== SEED_BYTES) throw new RangeError(`a seed is ${SEED_BYTES} bytes, not ${bytes.length}`);
  return String.fromCharCode(...bytes);
}

/** The seed's bytes, in a new array. */
export function seedBytes(seed: Seed): Uint8Array {
  const bytes = new Uint8Array(seed.length);
  for (let i = 0; i < seed.length; i++) bytes[i] = seed.charCodeAt(i);
  return bytes;
}
