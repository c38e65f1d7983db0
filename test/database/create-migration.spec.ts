import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationNames, PRISMA_DIR, prismaPaths } from '../../src/database/migration-files';
import { applyMigrations, createMigration } from '../../src/database/migrator';
import { useTestDatabase } from '../support/database';

/** A copy of prisma/ to change freely. */
function scratchPrismaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-prisma-'));
  copyFileSync(join(PRISMA_DIR, 'schema.prisma'), join(dir, 'schema.prisma'));
  cpSync(join(PRISMA_DIR, 'migrations'), join(dir, 'migrations'), { recursive: true });
  return dir;
}

const NOW = new Date('2031-02-03T04:05:06Z');

describe('createMigration', () => {
  let dir: string;
  beforeEach(() => {
    dir = scratchPrismaDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a missing or malformed name and writes nothing', async () => {
    const before = readdirSync(join(dir, 'migrations'));
    expect(await createMigration(undefined, NOW, prismaPaths(dir))).toMatchObject({ kind: 'bad-name' });
    expect(await createMigration('', NOW, prismaPaths(dir))).toMatchObject({ kind: 'bad-name' });
    expect(await createMigration('Add Matches', NOW, prismaPaths(dir))).toMatchObject({ kind: 'bad-name' });
    expect(readdirSync(join(dir, 'migrations'))).toEqual(before);
  });

  it('says there is nothing to do when the schema has not changed', async () => {
    expect(await createMigration('nothing', NOW, prismaPaths(dir))).toEqual({ kind: 'unchanged' });
    expect(migrationNames(prismaPaths(dir).migrations)).toEqual(migrationNames(prismaPaths().migrations));
  });

  describe('after a schema change', () => {
    const db = useTestDatabase({ migrate: false });

    it('writes the diff as a timestamped migration with the schema beside it, which then applies', async () => {
      const paths = prismaPaths(dir);
      const schema = readFileSync(paths.schema, 'utf8') + '\nmodel Note {\n  id   Int    @id\n  text String\n}\n';
      writeFileSync(paths.schema, schema);

      const outcome = await createMigration('add_notes', NOW, paths);

      const created = join(paths.migrations, '20310203040506_add_notes');
      expect(outcome).toEqual({ kind: 'created', dir: created });
      expect(readFileSync(join(created, 'migration.sql'), 'utf8')).toContain('CREATE TABLE "Note"');
      expect(readFileSync(join(created, 'schema.prisma'), 'utf8')).toBe(schema);
      expect(existsSync(join(paths.migrations, 'migration_lock.toml'))).toBe(true);
      expect(await createMigration('again', NOW, paths)).toEqual({ kind: 'unchanged' });

      expect((await applyMigrations(db.current.pool, paths)).at(-1)).toBe('20310203040506_add_notes');
      await db.current.pool.query(`INSERT INTO "Note" (id, text) VALUES (1, 'hello')`);
    });
  });
});
