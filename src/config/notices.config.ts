import { z } from 'zod';
import { booleanVar, durationVar, integerVar } from './env-types';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Retry delays, comma-separated, each a number with a unit (ms, s, m, h):
 * the wait before each retry of a failed delivery, before jitter.
 */
function delaysVar(fallback: string) {
  return z
    .string()
    .regex(/^\d+(ms|s|m|h)(,\d+(ms|s|m|h))*$/, {
      error: 'must be durations with units separated by commas, such as 5s,30s,2m,10m',
    })
    .default(fallback)
    .transform((text) =>
      text.split(',').map((d) => {
        const [, n, unit] = /^(\d+)(ms|s|m|h)$/.exec(d) as RegExpExecArray;
        return Number(n) * UNIT_MS[unit];
      }),
    );
}

/** Reaching players who are away: the outbox, the clock's notices, webhooks. */
export const noticesConfig = {
  /** How often each instance looks for notices nobody handed over (another instance stopped first). */
  NOTICE_POLL: durationVar('1s'),
  /** How long a notice handed over is kept, with its deliveries (the delivery log, redelivery). */
  NOTICE_RETENTION: durationVar('30d'),
  /** How often each instance looks for reminders and claimable timeouts that have come due. */
  NOTICE_CLOCK_INTERVAL: durationVar('60s'),
  /** Lets webhook endpoints be http and resolve to private, loopback or link-local addresses (tests, local development). */
  WEBHOOK_ALLOW_PRIVATE: booleanVar(false),
  /** About a day of retries: an endpoint failing throughout is disabled after the last. */
  WEBHOOK_RETRY_DELAYS: delaysVar('5s,30s,2m,10m,30m,1h,2h,4h,8h,8h'),
  /** How long a delivery may take, connection and answer together. */
  WEBHOOK_TIMEOUT: durationVar('10s'),
  /** Deliveries in flight to one endpoint from one instance. */
  WEBHOOK_ENDPOINT_CONCURRENCY: integerVar(1, 100, 4),
  /** Deliveries in flight from one instance. */
  WEBHOOK_WORKERS: integerVar(1, 1000, 64),
  /** Endpoints one player may register. */
  WEBHOOK_MAX_ENDPOINTS: integerVar(1, 1000, 10),
};
