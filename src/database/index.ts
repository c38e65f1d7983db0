/**
 * The database's public entry: the Prisma client, the pool and its transactions, statements coalesced, the probe,
 * pg-boss's schema and the data directory's lock. Other modules' code imports src/database only through this file and
 * `database.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { Coalescer } from './coalescer';
export { DataDirInUseError } from './data-dir-lock';
export { DatabaseConnection, type DatabaseTarget } from './database-connection';
export { DatabaseProbe } from './database-probe';
export { JOB_SCHEMA, QUEUES, completeJobsSql, executorOf, type QueueName, type SqlExecutor } from './job-queue-schema';
export { inPoolTransaction } from './pool-transaction';
export { PrismaService } from './prisma.service';
