import { z } from 'zod';
import { booleanVar, integerVar } from './env-types';

/** Where the data lives: a PostgreSQL server, or embedded PGlite in DATA_DIR when DATABASE_URL is unset. */
export const databaseConfig = {
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgresql:// URL' }).optional(),
  /** Connections in the pool to a PostgreSQL server (embedded PGlite always has one). */
  DATABASE_POOL_SIZE: integerVar(1, 1000, 10),
  DATA_DIR: z.string().default('./data'),
  /** Apply pending migrations when the server starts. */
  MIGRATE_ON_START: booleanVar(true),
};
