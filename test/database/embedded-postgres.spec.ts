import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { DataDirInUseError, lockDataDir } from '../../src/database/data-dir-lock';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';

async function withPool<T>(db: EmbeddedPostgres, work: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = new Pool({ connectionString: db.url, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

// What EmbeddedPostgres does owes nothing to DATABASE_URL: a run on a PostgreSQL server (CI's second leg) leaves it to
// the embedded run, where it costs least.
const embeddedRun = process.env.DATABASE_URL ? describe.skip : describe;

embeddedRun('EmbeddedPostgres', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'parlour-data-')), 'data');
  });
  afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('keeps what was written in its data dir across a stop and a start', async () => {
    const first = await EmbeddedPostgres.start(dataDir);
    try {
      await withPool(first, async (pool) => {
        await pool.query('CREATE TABLE kept (n int)');
        await pool.query('INSERT INTO kept VALUES (42)');
      });
    } finally {
      await first.stop();
    }
    const second = await EmbeddedPostgres.start(dataDir);
    try {
      const rows = await withPool(second, (pool) => pool.query<{ n: number }>('SELECT n FROM kept'));
      expect(rows.rows).toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('serves the next query after a failed one (pg reconnects after any error)', async () => {
    const db = await EmbeddedPostgres.start(undefined);
    try {
      await withPool(db, async (pool) => {
        await pool.query('CREATE TABLE once (n int UNIQUE)');
        await pool.query('INSERT INTO once VALUES (1)');
        for (let i = 0; i < 5; i++) {
          await expect(pool.query('INSERT INTO once VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
          expect((await pool.query('SELECT count(*)::int AS c FROM once')).rows).toEqual([{ c: 1 }]);
        }
      });
    } finally {
      await db.stop();
    }
  });
});

embeddedRun('EmbeddedPostgres data dir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'parlour-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is held by one process at a time and released on stop', async () => {
    const db = await EmbeddedPostgres.start(dataDir);
    try {
      await expect(EmbeddedPostgres.start(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await db.stop();
    }
    const again = await EmbeddedPostgres.start(dataDir);
    await again.stop();
  });

  it('is taken over from a process that died holding it', () => {
    // Pids are below 2^22 on Linux: this one cannot be running.
    writeFileSync(join(dataDir, 'parlour.pid'), String(2 ** 22 + 1));
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'parlour.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
