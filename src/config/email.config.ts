import { z } from 'zod';
import { durationVar } from './env-types';

/** Email alerts (src/notices/email/): off unless SMTP_URL names a server to send through. */
export const emailConfig = {
  /** `smtp://user:pass@host:port` or `smtps://…`, as nodemailer reads it; unset: no email is sent and the email API says so. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From of every message: an address, or `Name <address>`. */
  EMAIL_FROM: z.string().min(3, { error: 'must be an address such as Parlour <cards@example.org>' }).optional(),
  /**
   * The key unsubscribe links are signed with (HMAC-SHA256 over the player's id). Links never expire, so it must
   * outlive restarts: required in production once SMTP_URL is set (see `requireEmailSecretInProduction`).
   */
  EMAIL_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** How often each instance looks for digests and quiet-hour catch-ups that are due. */
  EMAIL_SWEEP_INTERVAL: durationVar('60s'),
};

/**
 * An unsubscribe link is signed with EMAIL_SECRET; a random per-process key
 * (what development gets) would make every link already sent refuse to work
 * after a restart.
 */
export function requireEmailSecretInProduction(
  config: { NODE_ENV: string; SMTP_URL?: string; EMAIL_SECRET?: string },
  context: z.RefinementCtx,
): void {
  if (config.NODE_ENV === 'production' && config.SMTP_URL !== undefined && config.EMAIL_SECRET === undefined)
    context.addIssue({
      code: 'custom',
      path: ['EMAIL_SECRET'],
      message: 'is required in production when SMTP_URL is set (unsubscribe links are signed with it)',
    });
}
