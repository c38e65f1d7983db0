import { PrismaService } from '../../src/database/prisma.service';
import { withSchemaEngine } from '../../src/database/schema-engine';
import { applyMigrations, isUpToDate, pendingSchemaChange } from '../../src/database/migrator';
import { migrationNames, prismaPaths, readMigrationList } from '../../src/database/migration-files';
import { useTestDatabase } from '../support/database';

// The real engine, watched: an up-to-date database must not start it.
jest.mock('../../src/database/schema-engine', () => {
  const actual = jest.requireActual<typeof import('../../src/database/schema-engine')>(
    '../../src/database/schema-engine',
  );
  return { ...actual, withSchemaEngine: jest.fn(actual.withSchemaEngine) };
});

describe('migrations', () => {
  it('cover prisma/schema.prisma: the schema diffs empty against the newest migration (else run npm run db:migration -- NAME)', async () => {
    expect(await pendingSchemaChange()).toBe('');
  });

  describe('missing from the build', () => {
    const db = useTestDatabase({ migrate: false });

    it('stop the migrator with where it looked, and nothing is written', async () => {
      await expect(applyMigrations(db.current.pool, prismaPaths('/nowhere/prisma'))).rejects.toThrow(
        'no migrations in /nowhere/prisma/migrations: is prisma/ missing from this build?',
      );
      const table = await db.current.pool.query<{ found: string | null }>(
        `SELECT to_regclass('_prisma_migrations')::text AS found`,
      );
      expect(table.rows[0].found).toBeNull();
    });
  });

  describe('on a fresh database', () => {
    const db = useTestDatabase({ migrate: false });

    it('apply every migration once, record them in _prisma_migrations, and apply nothing the second time', async () => {
      const all = migrationNames(prismaPaths().migrations);
      expect(all.length).toBeGreaterThan(0);
      expect(await isUpToDate(db.current.pool, readMigrationList(prismaPaths().migrations))).toBe(false);
      expect(await applyMigrations(db.current.pool)).toEqual(all);
      const recorded = await db.current.pool.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
      );
      expect(recorded.rows.map((r) => r.migration_name)).toEqual(all);
      expect(await applyMigrations(db.current.pool)).toEqual([]);
    });

    it('are up to date only while _prisma_migrations records each one on disk, finished and unchanged; then the schema engine is not started', async () => {
      const pool = db.current.pool;
      const onDisk = readMigrationList(prismaPaths().migrations);
      expect(await isUpToDate(pool, onDisk)).toBe(true);
      jest.mocked(withSchemaEngine).mockClear();
      expect(await applyMigrations(pool)).toEqual([]);
      expect(withSchemaEngine).not.toHaveBeenCalled();
      const newest = onDisk.migrationDirectories.at(-1)?.path;
      const setNewest = (assignments: string) =>
        pool.query(`UPDATE _prisma_migrations SET ${assignments} WHERE migration_name = $1`, [newest]);
      const { rows } = await pool.query<{ checksum: string }>(
        'SELECT checksum FROM _prisma_migrations WHERE migration_name = $1',
        [newest],
      );
      await setNewest(`checksum = 'edited'`);
      expect(await isUpToDate(pool, onDisk)).toBe(false);
      await setNewest(`checksum = '${rows[0].checksum}', finished_at = NULL`);
      expect(await isUpToDate(pool, onDisk)).toBe(false);
      await setNewest('finished_at = now(), rolled_back_at = now()');
      expect(await isUpToDate(pool, onDisk)).toBe(false);
      await setNewest('rolled_back_at = NULL');
      expect(await isUpToDate(pool, onDisk)).toBe(true);
      expect(
        await isUpToDate(pool, { ...onDisk, migrationDirectories: onDisk.migrationDirectories.slice(0, -1) }),
      ).toBe(false);
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
