import { PrismaService } from '../../src/database/prisma.service';
import { applyMigrations, pendingSchemaChange } from '../../src/database/migrator';
import { migrationNames, prismaPaths } from '../../src/database/migration-files';
import { useTestDatabase } from '../support/database';

describe('migrations', () => {
  it('cover prisma/schema.prisma: the schema diffs empty against the newest migration (else run npm run db:migration -- NAME)', async () => {
    expect(await pendingSchemaChange()).toBe('');
  });

  describe('on a fresh database', () => {
    const db = useTestDatabase({ migrate: false });

    it('apply every migration once, record them in _prisma_migrations, and apply nothing the second time', async () => {
      const all = migrationNames(prismaPaths().migrations);
      expect(all.length).toBeGreaterThan(0);
      expect(await applyMigrations(db.current.pool)).toEqual(all);
      const recorded = await db.current.pool.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      );
      expect(recorded.rows.map((r) => r.migration_name)).toEqual(all);
      expect(await applyMigrations(db.current.pool)).toEqual([]);
    });

    it('reach the schema Prisma expects: every model reads and writes, relations cascade', async () => {
      const prisma = new PrismaService(db.current);
      try {
        const player = await prisma.player.create({
          data: { handle: 'Ada', handleKey: 'ada', displayName: 'Ada L.', passwordHash: 'x' },
        });
        await prisma.session.create({ data: { playerId: player.id, expiresAt: new Date('2030-01-01T00:00:00Z') } });
        const token = await prisma.accessToken.create({
          data: { playerId: player.id, tokenHash: 'h1', description: 'bot', scopes: ['match:read', 'match:play'] },
        });
        expect(token.scopes).toEqual(['match:read', 'match:play']);
        expect(token.revokedAt).toBeNull();
        await expect(
          prisma.player.create({ data: { handle: 'ADA', handleKey: 'ada', displayName: 'Other', passwordHash: 'y' } }),
        ).rejects.toMatchObject({ code: 'P2002' });
        await prisma.player.delete({ where: { id: player.id } });
        expect(await prisma.session.count()).toBe(0);
        expect(await prisma.accessToken.count()).toBe(0);
      } finally {
        await prisma.$disconnect();
      }
    });
  });
});
