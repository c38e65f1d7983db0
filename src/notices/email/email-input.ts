import { z } from 'zod';
import { ALERT_MODES } from './alert-schedule';
import { canonicalTimeZone } from './local-time';

const hour = z.number().int('must be a whole hour, 0 to 23').min(0, 'must be 0 to 23').max(23, 'must be 0 to 23');

export const setAddressSchema = z.strictObject({
  address: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be an email address'))
    .nullable()
    .describe('the address to send alerts to, unverified until the link sent to it is followed; null removes it'),
});

export const quietHoursSchema = z
  .strictObject({ start: hour, end: hour })
  .refine((q) => q.start !== q.end, { message: 'start and end must differ (null for no quiet hours)', path: ['end'] });

export const updateEmailSettingsSchema = z.strictObject({
  mode: z
    .enum(ALERT_MODES, { error: `must be one of ${ALERT_MODES.join(', ')}` })
    .optional()
    .describe('immediate: a message per notice; digest: one a day, at digestHour; never: none'),
  digestHour: hour.optional().describe('the local hour of the daily digest'),
  timeZone: z
    .string()
    .max(64, 'must be at most 64 characters')
    .transform((zone, context) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical === null) {
        context.addIssue({ code: 'custom', message: 'must be an IANA time zone, such as America/New_York or UTC' });
        return z.NEVER;
      }
      return canonical;
    })
    .optional()
    .describe('an IANA time zone (America/New_York, Europe/Paris, UTC): digestHour and quietHours are read in it'),
  quietHours: quietHoursSchema
    .nullable()
    .optional()
    .describe(
      'local hours [start, end) during which immediate alerts are held, across midnight when start > end; null for none',
    ),
});

export const emailTokenSchema = z.string().min(1, 'is required').max(200, 'is too long');
