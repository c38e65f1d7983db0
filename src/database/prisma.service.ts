import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { DatabaseConnection, DatabaseTarget } from './database-connection';

/**
 * The one Prisma client, built from configuration with the pg driver adapter
 * (Prisma 7 has no query engine binary). Only repository classes and the
 * readiness probe (DatabaseProbe) use it.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(DatabaseConnection) target: DatabaseTarget) {
    // The pool belongs to the DatabaseConnection, which closes it after Prisma disconnects.
    super({ adapter: new PrismaPg(target.pool) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
