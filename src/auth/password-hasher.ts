import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2` is
 * `Algorithm.Argon2id`: the package's enum is a `const enum`, which SWC cannot
 * inline from a declaration file.
 */
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // Verified against when the handle is unknown, so a wrong handle takes as long as a wrong password.
  private readonly decoy = hash('decoy password, never matches', ARGON2ID);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  async verifyDecoy(password: string): Promise<false> {
    await verify(await this.decoy, password);
    return false;
  }
}
