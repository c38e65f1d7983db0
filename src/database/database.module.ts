import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config';
import { DatabaseConnection } from './database-connection';
import { DatabaseProbe } from './database-probe';
import { migrateDatabase } from './migrator';
import { PrismaService } from './prisma.service';

/** Opens the database, brings its schema up to date unless MIGRATE_ON_START=false, and provides PrismaService (and its pool, for a repository's hot statements). */
async function openDatabase(config: AppConfig): Promise<DatabaseConnection> {
  const logger = new Logger('Database');
  const connection = await DatabaseConnection.open(config);
  logger.log(connection.description);
  if (!config.MIGRATE_ON_START) return connection;
  try {
    const applied = await migrateDatabase(connection.pool);
    logger.log(applied.length === 0 ? 'schema up to date' : `applied migrations: ${applied.join(', ')}`);
  } catch (e) {
    await connection.onApplicationShutdown();
    throw e;
  }
  return connection;
}

@Module({
  providers: [
    { provide: DatabaseConnection, inject: [APP_CONFIG], useFactory: openDatabase },
    PrismaService,
    DatabaseProbe,
  ],
  exports: [PrismaService, DatabaseConnection, DatabaseProbe],
})
export class DatabaseModule {}
