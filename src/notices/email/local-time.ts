/**
 * Wall-clock time in an IANA time zone, through Intl alone: what hour it is
 * there, and when a local hour next comes round. Pure: `now` is an argument.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone as Intl names it (`america/new_york` is `America/New_York`), or null when Intl knows no such zone. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface LocalTime {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  /** 0 to 23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The wall-clock time in `zone` at `instant` (milliseconds since the epoch). */
export function localTime(instant: number, zone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatIn(zone).formatToParts(instant)) parts[type] = Number(value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (whole seconds). */
function offsetAt(instant: number, zone: string): number {
  const t = localTime(instant, zone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the local clock in `zone` shows `hour`:00 on that date. An hour
 * that happens twice (clocks going back) is its first time; an hour skipped
 * (clocks going forward) is the moment the clocks jump, the end of the gap.
 */
export function instantAtLocalHour(date: { year: number; month: number; day: number }, hour: number, zone: string) {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  // A transition near this wall time has the offset before it a day earlier and the one after it a day later.
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  const showing = [wall - before, wall - after].filter((t) => {
    const local = localTime(t, zone);
    return local.day === date.day && local.hour === hour && local.minute === 0;
  });
  // In a gap neither offset gives that hour: the clocks jump from the offset before it, at wall - before.
  return showing.length > 0 ? Math.min(...showing) : wall - before;
}

/** The first instant after `now` at which the local clock in `zone` shows `hour`:00. */
export function nextLocalHour(now: number, hour: number, zone: string): number {
  const today = localTime(now, zone);
  for (let days = 0; days < 3; days++) {
    // The calendar date `days` after today's, by UTC arithmetic on the date alone.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const at = instantAtLocalHour(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
      hour,
      zone,
    );
    if (at > now) return at;
  }
  throw new Error(`no ${hour}:00 in ${zone} within three days of ${new Date(now).toISOString()}`);
}

/** Quiet hours: local hours [start, end), across midnight when start > end. */
export interface QuietHours {
  readonly start: number;
  readonly end: number;
}

/** Whether the local hour in `zone` at `now` falls within the quiet hours. */
export function isQuiet(now: number, quiet: QuietHours | null, zone: string): boolean {
  if (quiet === null) return false;
  const { hour } = localTime(now, zone);
  return quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end;
}
