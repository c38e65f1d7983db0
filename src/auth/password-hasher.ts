import { Inject, Injectable, Optional } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2` is
 * `Algorithm.Argon2id`: the package's enum is a `const enum`, which SWC cannot
 * inline from a declaration file.
 */
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Other argon2 parameters than ARGON2ID, for tests only: the unit tests hash with a cheap set
 * (test/support/cheap-password-hasher.ts). Nothing in the app provides it.
 */
export const PASSWORD_HASH_OPTIONS = Symbol('PASSWORD_HASH_OPTIONS');

@Injectable()
export class PasswordHasher {
  // Verified against when the handle is unknown, so a wrong handle takes as long as a wrong password.
  private readonly decoy: Promise<string>;

  constructor(@Optional() @Inject(PASSWORD_HASH_OPTIONS) private readonly options: Options = ARGON2ID) {
    this.decoy = hash('decoy password, never matches', options);
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  async verifyDecoy(password: string): Promise<false> {
    await verify(await this.decoy, password);
    return false;
  }
}
