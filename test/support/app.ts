import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'pino';
import { AppModule } from '../../src/app.module';
import { appOptions, configureApp, httpAdapter } from '../../src/app.setup';
import { APP_CONFIG } from '../../src/config/app-config.token';
import { Environment, loadConfig } from '../../src/config/load-config';
import { DatabaseConnection } from '../../src/database/database-connection';
import { TestDatabase, createTestDatabase } from './database';
import { capturingLogger } from './log-capture';

export interface TestAppOptions {
  /** Extra environment variables (another module's keys, say); they win over the defaults here. */
  readonly env?: Environment;
  /** Overrides on the testing module (a fake clock, say); never the service under test. */
  readonly configure?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /**
   * Where the app logs (a stream the test reads, say); by default, at the configured LOG_LEVEL, to
   * capturedLogs(), which a failing test's report shows (test/support/log-capture.ts).
   */
  readonly log?: Logger;
}

/**
 * Boots the real AppModule on Fastify against the test database `db`,
 * configured as the server would be from the environment; the app borrows the
 * database's pool (an embedded PGlite takes one connection) and migrating is
 * left to the harness. Talk to it with supertest: `request(app.getHttpServer())`.
 */
export async function bootTestApp(db: TestDatabase, options: TestAppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    MIGRATE_ON_START: 'false',
    DATABASE_URL: db.url,
    ...options.env,
  });
  if (!config.ok) throw new Error(`test configuration: ${config.error.join('; ')}`);
  const builder = Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config.value)
    .overrideProvider(DatabaseConnection)
    .useValue(DatabaseConnection.borrow(db, 'test database'));
  const moduleRef = await (options.configure ? options.configure(builder) : builder).compile();
  const log = options.log ?? capturingLogger(config.value.LOG_LEVEL);
  // As main.ts does: Nest logs through pino from the start, not only once configureApp has run.
  const app = moduleRef.createNestApplication<NestFastifyApplication>(httpAdapter(config.value), appOptions(log));
  await configureApp(app, log);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * A fresh database and the app booted on it for one test file; closed and
 * dropped after it. With embedded PGlite the database takes one connection:
 * reach it through the app's own PrismaService (`app.get(PrismaService)`).
 */
export function useTestApp(options: TestAppOptions = {}): {
  readonly app: NestFastifyApplication;
  readonly db: TestDatabase;
} {
  let db: TestDatabase | undefined;
  let app: NestFastifyApplication | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await bootTestApp(db, options);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });
  return {
    get app(): NestFastifyApplication {
      if (!app) throw new Error('the test app exists only inside tests (beforeAll has not run)');
      return app;
    },
    get db(): TestDatabase {
      if (!db) throw new Error('the test database exists only inside tests (beforeAll has not run)');
      return db;
    },
  };
}
