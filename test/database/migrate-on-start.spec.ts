import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { APP_CONFIG } from '../../src/config/app-config.token';
import { Environment, loadConfig } from '../../src/config/load-config';
import { TestDatabase, useTestDatabase } from '../support/database';

/** Boots and closes the AppModule on `db` as the server would, with its own connection to it. */
async function startAndStop(db: TestDatabase, env: Environment): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATABASE_POOL_SIZE: '1', ...env });
  if (!config.ok) throw new Error(config.error.join('; '));
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config.value)
    .compile();
  moduleRef.useLogger(['error']);
  await moduleRef.init();
  await moduleRef.close();
}

async function tables(db: TestDatabase): Promise<string[]> {
  const res = await db.pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return res.rows.map((r) => r.tablename);
}

describe('the server at start', () => {
  describe('by default', () => {
    const db = useTestDatabase({ migrate: false });

    it('brings an empty database to the current schema', async () => {
      await startAndStop(db.current, {});
      expect(await tables(db.current)).toEqual([
        'AccessToken',
        'ArchivedMatch',
        'ArchivedSeat',
        'EmailAlert',
        'EmailSettings',
        'Match',
        'MatchEvent',
        'MatchInvite',
        'MatchPlayer',
        'Notice',
        'Player',
        'Rating',
        'RatingChange',
        'Session',
        'Vacation',
        'WebhookDelivery',
        'WebhookEndpoint',
        '_prisma_migrations',
      ]);
      // And the job queue's schema, with its queues.
      const queues = await db.current.pool.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
      expect(queues.rows.map((r) => r.name)).toEqual(['bot-move', 'email-alert', 'webhook-delivery']);
    });
  });

  describe('with MIGRATE_ON_START=false', () => {
    const db = useTestDatabase({ migrate: false });

    it('leaves the database alone', async () => {
      await startAndStop(db.current, { MIGRATE_ON_START: 'false' });
      expect(await tables(db.current)).toEqual([]);
    });
  });
});
