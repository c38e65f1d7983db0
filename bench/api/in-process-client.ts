import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { resolve } from 'node:path';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { AuthService } from '../../src/auth/auth.service';
import { DatabaseConnection } from '../../src/database/database-connection';
import { prismaPaths } from '../../src/database/migration-files';
import { migrateDatabase } from '../../src/database/migrator';
import { createPino } from '../../src/logging/pino-logger.service';
import { MatchesApi } from '../../src/matches/api/matches-api';
import { MatchClient, TableSpec, Turn, turnOf } from './parlour-client';

/**
 * The service without its edge: the application built in this process but
 * never listening, and MatchesApi called directly (validation, the service,
 * the repository and its database, the presenter), with no HTTP, GraphQL,
 * guards or JSON in between. Players are named by their ids.
 */
export class InProcessClient implements MatchClient {
  private constructor(
    private readonly app: NestFastifyApplication,
    private readonly api: MatchesApi,
    private readonly auth: AuthService,
  ) {}

  /** Builds the application as the server would, configured from this process's environment. */
  static async start(): Promise<InProcessClient> {
    // Built into build/, the server's own lookup of prisma/ (next to dist/) misses it: the database is migrated
    // from the project's prisma/ once it is open, before any module starts work on it.
    process.env.MIGRATE_ON_START = 'false';
    const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), {
      logger: ['error', 'warn'],
    });
    await migrateDatabase(app.get(DatabaseConnection).pool, prismaPaths(resolve('prisma')));
    await configureApp(app, createPino('warn'));
    await app.init();
    return new InProcessClient(app, app.get(MatchesApi), app.get(AuthService));
  }

  async player(handle: string, password: string): Promise<string> {
    return (await this.auth.register({ handle, password })).player.id;
  }

  async started(spec: TableSpec, [creator, ...joiners]: readonly string[]): Promise<string> {
    const { match } = await this.api.create(creator, spec);
    for (const joiner of joiners) await this.api.join(joiner, { matchId: match.id });
    return match.id;
  }

  async read(player: string, matchId: string): Promise<Turn> {
    return turnOf(await this.api.get(player, matchId));
  }

  async submit(player: string, matchId: string, expectedSeq: number, move: string): Promise<Turn> {
    return turnOf((await this.api.move(player, { matchId, expectedSeq, move })).match);
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
