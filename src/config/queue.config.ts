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
   * How often an idle worker looks for jobs: also how late a job another
   * instance added, or a retry come due, is claimed at worst. A retry due
   * sooner than this is looked for when it is due.
   */
  QUEUE_POLL: durationVar('1s'),
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
 * Deliveries to one endpoint an instance holds at once, in flight or waiting
 * for a slot of WEBHOOK_ENDPOINT_CONCURRENCY, in multiples of it: a job
 * claimed beyond that is put back for later, so a claimed delivery waits at
 * most one round of its endpoint's attempts before its own
 * (src/notices/webhooks/webhook-deliverer.ts).
 */
export const HELD_ROUNDS_PER_ENDPOINT = 2;

/**
 * A job is taken as abandoned only after any attempt could have ended: one
 * that expired while its handler still ran would be run twice at once. A
 * delivery may first wait for one round of its endpoint's attempts, each
 * taking up to WEBHOOK_TIMEOUT, then take as long itself.
 */
export function requireJobExpiryAboveTimeouts(
  config: { JOB_EXPIRE: number; WEBHOOK_TIMEOUT: number },
  context: z.RefinementCtx,
): void {
  const longest = config.WEBHOOK_TIMEOUT * HELD_ROUNDS_PER_ENDPOINT;
  if (config.JOB_EXPIRE <= longest)
    context.addIssue({
      code: 'custom',
      path: ['JOB_EXPIRE'],
      message:
        `must be longer than a delivery may take, ${longest} s (WEBHOOK_TIMEOUT, for the round of its endpoint's ` +
        'attempts it may wait for and for its own), or a delivery still being tried is tried again',
    });
}
