import { z } from 'zod';
import { databaseConfig } from './database.config';
import { serverConfig } from './server.config';

/**
 * Every environment variable Parlour reads. A module that needs its own keys
 * declares them in a `<module>.config.ts` beside these and spreads them in here.
 */
export const appConfigSchema = z.object({
  ...serverConfig,
  ...databaseConfig,
});

export type AppConfig = z.infer<typeof appConfigSchema>;
