import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { AppConfig } from '../config';
import { EmbeddedPostgres } from './embedded-postgres';

/** How long to wait for a connection before reporting the database unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

/** What PrismaService and the migrator connect through. */
export interface DatabaseTarget {
  readonly pool: Pool;
  /**
   * Whether named prepared statements may be used: parsed and planned once per
   * connection instead of on every run. Not on embedded PGlite, whose single
   * backend outlives the connections to it, so a name an earlier connection
   * prepared is still taken.
   */
  readonly namedStatements: boolean;
}

/**
 * The database the server uses: the PostgreSQL server at DATABASE_URL, or,
 * without one, an embedded PGlite persisted in DATA_DIR that lives as long as
 * the application. One pg pool serves both the migrator and Prisma, so the
 * embedded database's single connection is never handed back and forth.
 */
export class DatabaseConnection implements DatabaseTarget, OnApplicationShutdown {
  private constructor(
    readonly pool: Pool,
    /** For logs; never holds a password. */
    readonly description: string,
    readonly namedStatements: boolean,
    private readonly owned: { readonly embedded?: EmbeddedPostgres } | undefined,
  ) {
    // An idle connection the server closes (a restart, a failover, an admin) is an
    // 'error' on the pool, which drops it and connects afresh on demand; unheard,
    // that event would end the process.
    pool.on('error', (error) =>
      new Logger('Database').warn(`an idle connection failed and was dropped: ${error.message}`),
    );
  }

  static async open(
    config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
  ): Promise<DatabaseConnection> {
    if (config.DATABASE_URL !== undefined) {
      const pool = new Pool({
        connectionString: config.DATABASE_URL,
        max: config.DATABASE_POOL_SIZE,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      const url = new URL(config.DATABASE_URL);
      return new DatabaseConnection(pool, `PostgreSQL at ${url.host}${url.pathname}`, true, {});
    }
    const dataDir = resolve(config.DATA_DIR);
    const embedded = await EmbeddedPostgres.start(dataDir);
    // One backend, one connection, kept open (no idle timeout): see EmbeddedPostgres.
    const pool = new Pool({
      connectionString: embedded.url,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    return new DatabaseConnection(pool, `embedded PostgreSQL (PGlite) in ${dataDir}`, false, { embedded });
  }

  /** A connection over someone else's pool (a test database's); closing it stays their job. */
  static borrow(target: DatabaseTarget, description: string): DatabaseConnection {
    return new DatabaseConnection(target.pool, description, target.namedStatements, undefined);
  }

  /** Runs after every module's onModuleDestroy, so Prisma has disconnected by now. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.owned) return;
    await this.pool.end();
    await this.owned.embedded?.stop();
  }
}
