import { createHash } from 'node:crypto';
import { InMemoryAccessTokensRepository } from '../../test/support/fakes/in-memory-access-tokens.repository';
import { InMemoryPlayersRepository } from '../../test/support/fakes/in-memory-players.repository';
import { FixedClock } from '../../test/support/fixed-clock';
import { expectDomainError } from '../../test/support/domain-error-matcher';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { AccessTokensService, LAST_USED_RESOLUTION_MS } from './access-tokens.service';
import { Revocations } from './revocations';

describe('AccessTokensService', () => {
  const alice = '11111111-1111-4111-8111-111111111111';
  const bob = '22222222-2222-4222-8222-222222222222';
  const carol = '33333333-3333-4333-8333-333333333333';
  let clock: FixedClock;
  let repository: InMemoryAccessTokensRepository;
  let tokens: AccessTokensService;

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-01-01T12:00:00Z'));
    repository = new InMemoryAccessTokensRepository();
    tokens = new AccessTokensService(
      repository,
      clock,
      new Revocations(new InProcessEventBus()),
      new InMemoryPlayersRepository(() => clock.now()),
    );
  });

  it('returns the secret once and stores only its SHA-256', async () => {
    const { token, secret } = await tokens.create(alice, {
      description: ' my bot ',
      scopes: ['match:read', 'match:read'],
    });
    expect(secret).toMatch(/^plr_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      playerId: alice,
      description: 'my bot',
      scopes: ['match:read'],
      expiresAt: null,
      lastUsedAt: null,
    });
    const stored = repository.rows.get(token.id);
    expect(stored?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify([...repository.rows.values()])).not.toContain(secret.slice(4));
    expect(JSON.stringify(await tokens.list(alice))).not.toContain(secret.slice(4));
  });

  it('makes a different secret every time', async () => {
    const a = await tokens.create(alice, { description: 'a', scopes: ['account:read'] });
    const b = await tokens.create(alice, { description: 'b', scopes: ['account:read'] });
    expect(a.secret).not.toBe(b.secret);
  });

  it.each([
    [{ description: 'x', scopes: ['match:write'] }, 'scopes.0'],
    [{ description: 'x', scopes: [] }, 'scopes'],
    [{ description: '', scopes: ['match:read'] }, 'description'],
    [{ description: 'x', scopes: ['match:read'], expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ description: 'x', scopes: ['match:read'], expiresAt: '2025-12-31T00:00:00Z' }, 'expiresAt'],
    [{ description: 'x', scopes: ['match:read'], expiresAt: '9999-12-31T23:59:59-01:00' }, 'expiresAt'],
    [{ description: 'x', scopes: ['match:read'], expiresAt: new Date('+010000-01-01T00:00:00Z') }, 'expiresAt'],
  ])('refuses %j naming %s, storing nothing', async (input, field) => {
    const error = await expectDomainError(tokens.create(alice, input), 'VALIDATION_FAILED');
    expect(error.details).toEqual({ field });
    expect(repository.rows.size).toBe(0);
  });

  it('authenticates a token as its owner with its scopes', async () => {
    const { token, secret } = await tokens.create(alice, { description: 'bot', scopes: ['match:read', 'match:play'] });
    await expect(tokens.authenticate(secret)).resolves.toEqual({
      via: 'token',
      playerId: alice,
      tokenId: token.id,
      scopes: ['match:read', 'match:play'],
    });
  });

  it('refuses an unknown, a revoked and an expired token', async () => {
    await expectDomainError(tokens.authenticate('plr_unknown'), 'UNAUTHENTICATED');
    const revoked = await tokens.create(alice, { description: 'r', scopes: ['match:read'] });
    await tokens.revoke(alice, revoked.token.id);
    await expectDomainError(tokens.authenticate(revoked.secret), 'UNAUTHENTICATED');
    const expiring = await tokens.create(alice, {
      description: 'e',
      scopes: ['match:read'],
      expiresAt: '2026-01-01T13:00:00Z',
    });
    clock.advance(3600_000 - 1);
    await tokens.authenticate(expiring.secret);
    clock.advance(1);
    await expectDomainError(tokens.authenticate(expiring.secret), 'UNAUTHENTICATED');
  });

  it('records use at most once per resolution interval', async () => {
    const { token, secret } = await tokens.create(alice, { description: 'bot', scopes: ['match:read'] });
    await tokens.authenticate(secret);
    clock.advance(LAST_USED_RESOLUTION_MS - 1);
    await tokens.authenticate(secret);
    expect(repository.uses).toHaveLength(1);
    clock.advance(1);
    await tokens.authenticate(secret);
    expect(repository.uses.map((use) => use.at)).toEqual([
      new Date('2026-01-01T12:00:00Z'),
      new Date('2026-01-01T12:01:00Z'),
    ]);
    expect(repository.rows.get(token.id)?.lastUsedAt).toEqual(new Date('2026-01-01T12:01:00Z'));
  });

  it("answers NOT_FOUND for someone else's token, or a malformed id, and leaves it alone", async () => {
    const { token, secret } = await tokens.create(alice, { description: 'bot', scopes: ['match:read'] });
    await expectDomainError(tokens.revoke(bob, token.id), 'NOT_FOUND');
    await expectDomainError(tokens.revoke(alice, 'not-a-uuid'), 'NOT_FOUND');
    await expect(tokens.authenticate(secret)).resolves.toMatchObject({ playerId: alice });
  });

  it('lists only the owner’s tokens, newest first', async () => {
    await tokens.create(alice, { description: 'first', scopes: ['match:read'] });
    clock.advance(1000);
    await tokens.create(alice, { description: 'second', scopes: ['match:read'] });
    await tokens.create(bob, { description: 'bobs', scopes: ['match:read'] });
    expect((await tokens.list(alice)).items.map((t) => t.description)).toEqual(['second', 'first']);
  });

  it('lists a page at a time: limit tokens, and next to pass as the cursor of the following page', async () => {
    for (const description of ['one', 'two', 'three']) {
      await tokens.create(carol, { description, scopes: ['match:read'] });
      clock.advance(1000);
    }
    const first = await tokens.list(carol, { cursor: null, limit: 2 });
    expect(first.items.map((t) => t.description)).toEqual(['three', 'two']);
    const second = await tokens.list(carol, { cursor: first.next, limit: 2 });
    expect(second).toEqual({ items: [expect.objectContaining({ description: 'one' })], next: null });
    await expectDomainError(tokens.list(carol, { cursor: 'three', limit: 2 }), 'VALIDATION_FAILED');
    await expectDomainError(tokens.list(carol, { cursor: null, limit: 101 }), 'VALIDATION_FAILED');
  });
});
