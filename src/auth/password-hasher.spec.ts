import { PasswordHasher } from './password-hasher';

// Production's parameters, tested once: other unit tests hash with test/support/cheap-password-hasher.ts.
describe('PasswordHasher at production parameters', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at 19 MiB, two passes and one lane, salted, and verifies only the password', async () => {
    const [first, second] = await Promise.all([
      hasher.hash('correct horse battery'),
      hasher.hash('correct horse battery'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(second).not.toBe(first);
    await expect(hasher.verify(first, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(first, 'correct horse batter')).resolves.toBe(false);
  });

  it('answers false for the decoy, whatever the password', async () => {
    await expect(hasher.verifyDecoy('decoy password, never matches')).resolves.toBe(false);
    await expect(hasher.verifyDecoy('')).resolves.toBe(false);
  });
});
