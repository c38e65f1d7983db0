import { z } from 'zod';
import { durationVar } from './env-types';

/** The job queue (pg-boss, src/queue/). */
export const queueConfig = {
  /**
   * How long a job may stay claimed before it is taken as abandoned (its
   * worker died or hung) and claimed again; pg-boss looks for such jobs this
   * often too. Tests shorten it to see a killed server's jobs claimed again.
   */
  JOB_EXPIRE: durationVar('120s'),
};

/**
 * A job is taken as abandoned only after any attempt could have ended: one
 * that expired while its handler still ran would be run twice at once.
 */
export function requireJobExpiryAboveTimeouts(
  config: { JOB_EXPIRE: number; WEBHOOK_TIMEOUT: number },
  context: z.RefinementCtx,
): void {
  if (config.JOB_EXPIRE <= config.WEBHOOK_TIMEOUT)
    context.addIssue({
      code: 'custom',
      path: ['JOB_EXPIRE'],
      message: `must be longer than WEBHOOK_TIMEOUT (${config.WEBHOOK_TIMEOUT} s), or a delivery still being tried is tried again`,
    });
}
