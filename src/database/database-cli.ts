/**
 * Database commands without Prisma's CLI binary (docs/architecture.md, Prisma without its engine binaries):
 *   node dist/database/database-cli.js migrate          apply pending migrations (npm run db:migrate)
 *   node dist/database/database-cli.js migration NAME   create one from the schema change (npm run db:migration -- NAME)
 * `migrate` uses the server's configuration: DATABASE_URL, or the embedded database in DATA_DIR.
 */
import { relative } from 'node:path';
import { describeError } from '../common';
import { loadConfig } from '../config';
import { DataDirInUseError } from './data-dir-lock';
import { DatabaseConnection } from './database-connection';
import { createMigration, migrateDatabase } from './migrator';

async function migrate(): Promise<number> {
  const config = loadConfig(process.env);
  if (!config.ok) {
    process.stderr.write(`invalid configuration:\n  ${config.error.join('\n  ')}\n`);
    return 1;
  }
  const connection = await DatabaseConnection.open(config.value);
  try {
    const applied = await migrateDatabase(connection.pool);
    const outcome = applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`;
    process.stdout.write(`${connection.description}: ${outcome}\n`);
    return 0;
  } finally {
    await connection.onApplicationShutdown();
  }
}

async function migration(name: string | undefined): Promise<number> {
  const outcome = await createMigration(name, new Date());
  switch (outcome.kind) {
    case 'bad-name':
      process.stderr.write(`${outcome.message}\n`);
      return 1;
    case 'unchanged':
      process.stdout.write('No change: prisma/schema.prisma matches the newest migration.\n');
      return 0;
    case 'created':
      process.stdout.write(
        `Created ${relative(process.cwd(), outcome.dir)}/migration.sql: review it, then commit it.\n`,
      );
      return 0;
  }
}

async function main(args: readonly string[]): Promise<number> {
  switch (args[0]) {
    case 'migrate':
      return migrate();
    case 'migration':
      return migration(args[1]);
    default:
      process.stderr.write('usage: database-cli.js migrate | database-cli.js migration NAME\n');
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    // A held data dir is the user's situation to resolve, not a bug: no stack.
    const text = e instanceof DataDirInUseError ? e.message : describeError(e);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  },
);
