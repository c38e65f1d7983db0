import { z } from 'zod';
import { durationVar, enumVar } from './env-types';

/** The job queue (pg-boss, src/queue/). */
export const queueConfig = {
  /**
   * How long a job may stay claimed before it is taken as abandoned (its
   * worker died or hung) and claimed again; pg-boss looks for such jobs this
   * often too. Tests shorten it to see a killed server's jobs claimed again.
   */
  JOB_EXPIRE: durationVar('120s'),
  /**
   * What this process does: `all` serves requests and works the job queues
   * (webhook deliveries, email, bot moves); `web` serves requests and works no
   * queue (it still adds jobs); `worker` works the queues and answers only
   * /health and /ready. docs/operations.md says how to run them.
   */
  ROLE: enumVar(['all', 'web', 'worker'], 'all'),
};

/** A role but `all` shares the work with other processes: they need one database they all reach. */
export function requireDatabaseForRoles(
  config: { ROLE: 'all' | 'web' | 'worker'; DATABASE_URL?: string },
  context: z.RefinementCtx,
): void {
  if (config.ROLE !== 'all' && config.DATABASE_URL === undefined)
    context.addIssue({
      code: 'custom',
      path: ['ROLE'],
      message: `${config.ROLE} needs DATABASE_URL (the embedded database belongs to one process, which plays every role)`,
    });
}

/**
 * A job is taken as abandoned only after any attempt could have ended: one
 * that expired while its handler still ran would be run twice at once. A
 * delivery may first wait for its endpoint (WEBHOOK_ENDPOINT_CONCURRENCY at a
 * time, of WEBHOOK_WORKERS in flight), each of those before it taking up to
 * WEBHOOK_TIMEOUT.
 */
export function requireJobExpiryAboveTimeouts(
  config: {
    JOB_EXPIRE: number;
    WEBHOOK_TIMEOUT: number;
    WEBHOOK_WORKERS: number;
    WEBHOOK_ENDPOINT_CONCURRENCY: number;
  },
  context: z.RefinementCtx,
): void {
  const longest =
    config.WEBHOOK_TIMEOUT *
    Math.ceil(config.WEBHOOK_WORKERS / Math.min(config.WEBHOOK_WORKERS, config.WEBHOOK_ENDPOINT_CONCURRENCY));
  if (config.JOB_EXPIRE <= longest)
    context.addIssue({
      code: 'custom',
      path: ['JOB_EXPIRE'],
      message:
        `must be longer than a delivery may take, ${longest} s (WEBHOOK_TIMEOUT, for each round of WEBHOOK_WORKERS ` +
        'over WEBHOOK_ENDPOINT_CONCURRENCY it may wait), or a delivery still being tried is tried again',
    });
}
