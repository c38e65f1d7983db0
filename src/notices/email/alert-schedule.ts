import { QuietHours, isQuiet, nextLocalHour } from './local-time';

export const ALERT_MODES = ['immediate', 'digest', 'never'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** How and when a player wants turn alerts by email. */
export interface AlertPreferences {
  readonly mode: AlertMode;
  /** The local hour of the daily digest, 0 to 23. */
  readonly digestHour: number;
  /** An IANA zone, as Intl names it. */
  readonly timeZone: string;
  /** Local hours during which immediate alerts are held; null for none. */
  readonly quietHours: QuietHours | null;
}

export const DEFAULT_PREFERENCES: AlertPreferences = {
  mode: 'immediate',
  digestHour: 8,
  timeZone: 'UTC',
  quietHours: null,
};

/** What becomes of one notice: nothing, a message now, or held until `dueAt`. */
export type AlertDecision =
  | { readonly kind: 'ignore'; readonly why: 'NO_VERIFIED_ADDRESS' | 'NEVER' | 'OWN_MOVE' }
  | { readonly kind: 'send' }
  | { readonly kind: 'hold'; readonly dueAt: number };

/**
 * The rules of docs/notifications.md#email: no verified address or mode
 * never, nothing; a notice the player caused themselves, nothing (they are at
 * the table); digest, held for the next digest hour; immediate, sent now, or
 * held to the end of quiet hours.
 */
export function decideAlert(
  preferences: AlertPreferences,
  verified: boolean,
  notice: { readonly playerId: string; readonly causedBy: string | null },
  now: number,
): AlertDecision {
  if (!verified) return { kind: 'ignore', why: 'NO_VERIFIED_ADDRESS' };
  if (preferences.mode === 'never') return { kind: 'ignore', why: 'NEVER' };
  if (notice.causedBy === notice.playerId) return { kind: 'ignore', why: 'OWN_MOVE' };
  const dueAt = heldUntil(preferences, now);
  return dueAt === now ? { kind: 'send' } : { kind: 'hold', dueAt: dueAt ?? now };
}

/**
 * When alerts held at `now` are to be sent under these preferences: the next
 * digest hour; the end of quiet hours (now, outside them); null when they are
 * not to be sent at all (mode never).
 */
export function heldUntil(preferences: AlertPreferences, now: number): number | null {
  const { mode, digestHour, timeZone, quietHours } = preferences;
  if (mode === 'never') return null;
  if (mode === 'digest') return nextLocalHour(now, digestHour, timeZone);
  return quietHours !== null && isQuiet(now, quietHours, timeZone) ? nextLocalHour(now, quietHours.end, timeZone) : now;
}
