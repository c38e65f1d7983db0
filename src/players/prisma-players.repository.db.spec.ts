import { PrismaService } from '../database/prisma.service';
import { useTestDatabase } from '../../test/support/database';
import { PrismaPlayersRepository } from './prisma-players.repository';

describe('PrismaPlayersRepository (real database)', () => {
  const db = useTestDatabase();
  let prisma: PrismaService;
  let players: PrismaPlayersRepository;

  beforeAll(() => {
    prisma = new PrismaService(db.current);
    players = new PrismaPlayersRepository(prisma);
  });
  afterAll(() => prisma.$disconnect());

  it('creates a player and finds it by handle in any case, without the hash', async () => {
    const created = await players.create({ handle: 'Emmy', displayName: 'Emmy N.', passwordHash: '$argon2id$hash' });
    expect(created).toEqual({
      id: expect.any(String),
      handle: 'Emmy',
      displayName: 'Emmy N.',
      joinedAt: expect.any(Date),
      bot: false,
      botKind: null,
    });
    await expect(players.findByHandle('EMMY')).resolves.toEqual(created);
    await expect(players.findById(created!.id)).resolves.toEqual(created);
    await expect(players.findCredentials('emmy')).resolves.toEqual({ ...created, passwordHash: '$argon2id$hash' });
    expect((await prisma.player.findUniqueOrThrow({ where: { id: created!.id } })).handleKey).toBe('emmy');
  });

  it('lets the unique index refuse the same handle in another case, even when both arrive at once', async () => {
    const results = await Promise.all([
      players.create({ handle: 'Sofia', displayName: 'a', passwordHash: 'h' }),
      players.create({ handle: 'SOFIA', displayName: 'b', passwordHash: 'h' }),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(await prisma.player.count({ where: { handleKey: 'sofia' } })).toBe(1);
  });

  it('updates a display name, and answers null for an unknown player', async () => {
    const created = await players.create({ handle: 'Marie', displayName: 'M', passwordHash: 'h' });
    await expect(players.updateDisplayName(created!.id, 'Marie C.')).resolves.toMatchObject({
      displayName: 'Marie C.',
    });
    await expect(players.updateDisplayName('00000000-0000-4000-8000-000000000000', 'x')).resolves.toBeNull();
    await expect(players.findById('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
  });
});
