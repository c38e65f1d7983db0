import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket' with { 'resolution-mode': 'import' };
import { lockDataDir } from './data-dir-lock';

/**
 * PGlite is a single backend: clients keep their pools at one connection, or
 * transactions from different connections would interleave
 * (docs/architecture.md). The server still admits a second
 * connection: pg discards a client after any query error (a unique violation
 * is routine) and reconnects at once, while the server forgets the old socket
 * only a few ticks after it closes; with a limit of one, that reconnection was
 * refused ("Connection terminated unexpectedly").
 */
const MAX_CONNECTIONS = 2;

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served over the wire protocol on
 * 127.0.0.1 so that the same `pg` driver, Prisma adapter and migrations work as
 * against a real server. PGlite is loaded when one starts: a server on
 * PostgreSQL never holds it.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly unlock: () => void,
    /** `postgresql://postgres@127.0.0.1:<port>/postgres` */
    readonly url: string,
  ) {}

  /**
   * Persists in `dataDir` (created if missing, held by this process until
   * stop; DataDirInUseError if another holds it), or in memory when it is
   * undefined; listens on a free port. Given `loadDataDir` (a tarball from
   * PGlite's `dumpDataDir`), starts from that cluster instead of creating one:
   * the tests copy a migrated database this way.
   */
  static async start(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<EmbeddedPostgres> {
    let unlock = (): void => undefined;
    if (dataDir !== undefined) {
      mkdirSync(dataDir, { recursive: true });
      unlock = lockDataDir(dataDir);
    }
    let db: PGlite | undefined;
    try {
      const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite-socket'),
      ]);
      db = options.loadDataDir
        ? await PGlite.create(dataDir, { loadDataDir: options.loadDataDir })
        : await PGlite.create(dataDir);
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: MAX_CONNECTIONS });
      await server.start();
      return new EmbeddedPostgres(db, server, unlock, `postgresql://postgres@${server.getServerConn()}/postgres`);
    } catch (e) {
      await db?.close();
      unlock();
      throw e;
    }
  }

  /** Closes client connections, then PGlite itself, which flushes the data dir, then releases it. */
  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    this.unlock();
  }
}
