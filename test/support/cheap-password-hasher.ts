import { PasswordHasher } from '../../src/auth/password-hasher';

/**
 * The server's hasher, argon2id, at the cheapest parameters argon2 allows (64 KiB, one pass):
 * unit tests hash many passwords, and production's 19 MiB and two passes cost tens of
 * milliseconds each on a loaded machine. Production's parameters are tested once, in
 * src/auth/password-hasher.spec.ts.
 */
export function cheapPasswordHasher(): PasswordHasher {
  return new PasswordHasher({ algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
}
