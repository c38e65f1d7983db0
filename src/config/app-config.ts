import { z } from 'zod';
import { botsConfig } from './bots.config';
import { authConfig, requireJwtSecretInProduction } from './auth.config';
import { cacheConfig } from './cache.config';
import { databaseConfig } from './database.config';
import { emailConfig, requireEmailSecretInProduction } from './email.config';
import { graphqlConfig } from './graphql.config';
import { matchesConfig } from './matches.config';
import { noticesConfig } from './notices.config';
import { ratingsConfig } from './ratings.config';
import { queueConfig, requireDatabaseForRoles, requireJobExpiryAboveTimeouts } from './queue.config';
import { realtimeConfig } from './realtime.config';
import { requireSharedStateForWorkers, serverConfig } from './server.config';
import { vacationsConfig } from './vacations.config';

/**
 * Every environment variable Parlour reads. A module that needs its own keys
 * declares them in a `<module>.config.ts` beside these and spreads them in here.
 */
export const appConfigSchema = z
  .object({
    ...serverConfig,
    ...databaseConfig,
    ...authConfig,
    ...graphqlConfig,
    ...matchesConfig,
    ...noticesConfig,
    ...queueConfig,
    ...ratingsConfig,
    ...realtimeConfig,
    ...cacheConfig,
    ...vacationsConfig,
    ...botsConfig,
    ...emailConfig,
  })
  .superRefine(requireJwtSecretInProduction)
  .superRefine(requireSharedStateForWorkers)
  .superRefine(requireEmailSecretInProduction)
  .superRefine(requireJobExpiryAboveTimeouts)
  .superRefine(requireDatabaseForRoles);

export type AppConfig = z.infer<typeof appConfigSchema>;
