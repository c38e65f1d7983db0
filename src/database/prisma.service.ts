import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { DatabaseConnection, DatabaseTarget } from './database-connection';

/** How long a readiness probe waits for the database before calling it unreachable. */
const PING_TIMEOUT_MS = 5000;

/**
 * The one Prisma client, built from configuration with the pg driver adapter
 * (Prisma 7 has no query engine binary). Only repository classes use it.
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

  /** True when the database answers a trivial query (readiness, not liveness). */
  async isReachable(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((done) => {
      timer = setTimeout(() => done(false), PING_TIMEOUT_MS);
    });
    const ping = this.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
