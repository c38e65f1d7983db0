import { PrismaService } from '../database/prisma.service';
import { useTestDatabase } from '../../test/support/database';
import { PrismaAccessTokensRepository } from './prisma-access-tokens.repository';
import { PrismaSessionsRepository } from './prisma-sessions.repository';

describe('session and access-token repositories (real database)', () => {
  const db = useTestDatabase();
  const t0 = new Date('2026-01-01T12:00:00.000Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
  let prisma: PrismaService;
  let sessions: PrismaSessionsRepository;
  let tokens: PrismaAccessTokensRepository;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    prisma = new PrismaService(db.current);
    sessions = new PrismaSessionsRepository(prisma);
    tokens = new PrismaAccessTokensRepository(prisma);
    const player = (handle: string) =>
      prisma.player.create({ data: { handle, handleKey: handle, displayName: handle, passwordHash: 'h' } });
    alice = (await player('alice')).id;
    bob = (await player('bob')).id;
  });
  afterAll(() => prisma.$disconnect());

  it('stores a session and revokes it once, keeping the first revocation time', async () => {
    const session = await sessions.create({ playerId: alice, createdAt: t0, expiresAt: at(60) });
    await expect(sessions.findById(session.id)).resolves.toEqual({
      id: session.id,
      playerId: alice,
      createdAt: t0,
      expiresAt: at(60),
      revokedAt: null,
    });
    await sessions.revoke(session.id, at(1));
    await sessions.revoke(session.id, at(2));
    expect((await sessions.findById(session.id))?.revokedAt).toEqual(at(1));
  });

  const newToken = (playerId: string, tokenHash: string, createdAt: Date) => ({
    playerId,
    tokenHash,
    description: tokenHash,
    scopes: ['match:read' as const],
    createdAt,
    expiresAt: null,
  });

  it('finds a token by hash and never returns the hash', async () => {
    const created = await tokens.create(newToken(alice, 'a'.repeat(64), t0));
    const found = await tokens.findByHash('a'.repeat(64));
    expect(found).toEqual(created);
    expect(Object.keys(found!)).not.toContain('tokenHash');
    await expect(tokens.findByHash('b'.repeat(64))).resolves.toBeNull();
  });

  it('lists only the owner’s tokens, newest first', async () => {
    await tokens.create(newToken(alice, 'c'.repeat(64), at(5)));
    await tokens.create(newToken(bob, 'd'.repeat(64), at(10)));
    expect((await tokens.listByPlayer(alice, null, 20)).items.map((t) => t.description)).toEqual([
      'c'.repeat(64),
      'a'.repeat(64),
    ]);
  });

  it('pages the list: limit tokens after the cursor, and the last one shown as next while more follow', async () => {
    const first = await tokens.listByPlayer(alice, null, 1);
    expect(first.items.map((t) => t.description)).toEqual(['c'.repeat(64)]);
    expect(first.next).toBe(first.items[0].id);
    const rest = await tokens.listByPlayer(alice, first.next, 1);
    expect(rest).toEqual({ items: [expect.objectContaining({ description: 'a'.repeat(64) })], next: null });
  });

  it("revokes only the owner's token, idempotently", async () => {
    const token = await tokens.create(newToken(alice, 'e'.repeat(64), t0));
    await expect(tokens.revoke(token.id, bob, at(1))).resolves.toBe(false);
    await expect(tokens.revoke(token.id, alice, at(2))).resolves.toBe(true);
    await expect(tokens.revoke(token.id, alice, at(3))).resolves.toBe(true);
    expect((await tokens.findByHash('e'.repeat(64)))?.revokedAt).toEqual(at(2));
  });

  it('records the last use', async () => {
    const token = await tokens.create(newToken(alice, 'f'.repeat(64), t0));
    await tokens.recordUse(token.id, at(7));
    expect((await tokens.findByHash('f'.repeat(64)))?.lastUsedAt).toEqual(at(7));
  });

  it('drops a stored scope the code no longer knows instead of granting it', async () => {
    await prisma.accessToken.create({
      data: { ...newToken(alice, '0'.repeat(64), t0), scopes: ['match:read', 'admin:all'] },
    });
    expect((await tokens.findByHash('0'.repeat(64)))?.scopes).toEqual(['match:read']);
  });
});
