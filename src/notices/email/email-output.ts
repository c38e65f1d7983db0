import { z } from 'zod';
import { ApiOutput, apiSchema } from '../../openapi';
import { ALERT_MODES } from './alert-schedule';
import { EmailSettingsRecord } from './email.repository';
import { DEFAULT_PREFERENCES } from './alert-schedule';

const hour = z.number().int().min(0).max(23);

export const emailSettingsSchema = apiSchema(
  'EmailSettings',
  z.strictObject({
    enabled: z
      .boolean()
      .describe(
        'whether this server sends email at all (SMTP_URL set); when false, setting an address is EMAIL_DISABLED',
      ),
    address: z.string().nullable().describe('null: none set'),
    verified: z.boolean().describe('whether the link sent to the address was followed: only then is email sent'),
    mode: z.enum(ALERT_MODES).describe('immediate, digest (one a day at digestHour) or never'),
    digestHour: hour.describe('the local hour, in timeZone, of the daily digest'),
    timeZone: z.string().describe('an IANA time zone'),
    quietHours: apiSchema(
      'QuietHours',
      z.strictObject({ start: hour, end: hour }),
      'Local hours [start, end) during which immediate alerts are held, to be sent as one message when they end',
    ).nullable(),
  }),
  'My email alert settings',
);

export const emailVerifiedSchema = apiSchema(
  'EmailVerified',
  z.strictObject({ address: z.string(), verified: z.literal(true) }),
  'An address verified by the link sent to it',
);

export const emailUnsubscribedSchema = apiSchema(
  'EmailUnsubscribe',
  z.strictObject({
    mode: z.enum(ALERT_MODES).describe('the alert mode now: never once unsubscribed'),
    unsubscribed: z.boolean().describe('true once the link was posted to; false when it was only read (GET)'),
  }),
  'What an unsubscribe link did, or would do when posted to',
);

export type EmailSettingsView = ApiOutput<typeof emailSettingsSchema>;
export type EmailVerifiedView = ApiOutput<typeof emailVerifiedSchema>;
export type EmailUnsubscribeView = ApiOutput<typeof emailUnsubscribedSchema>;

export function emailSettingsView(record: EmailSettingsRecord | null, enabled: boolean): EmailSettingsView {
  const preferences = record?.preferences ?? DEFAULT_PREFERENCES;
  return {
    enabled,
    address: record?.address ?? null,
    verified: record?.verifiedAt != null && record.address !== null,
    mode: preferences.mode,
    digestHour: preferences.digestHour,
    timeZone: preferences.timeZone,
    quietHours: preferences.quietHours,
  };
}
