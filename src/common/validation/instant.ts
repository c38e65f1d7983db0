import { z } from 'zod';

/**
 * The instants the API takes: years 1 to 9999, UTC. PostgreSQL refuses year 0
 * (its calendar has none: 1 BC comes before 1 AD), which a date such as
 * `0000-01-01`, or `0001-01-01T00:00:00+01:00`, would otherwise send it, to
 * fail there as a 500; four-digit years are what ISO 8601 dates are written in.
 */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

export const INSTANT_RANGE = 'must be between 0001-01-01 and 9999-12-31 (UTC)';

/** Whether PostgreSQL holds this instant, as the API bounds them. */
export function storableInstant(date: Date): boolean {
  const ms = date.getTime();
  return ms >= EARLIEST && ms <= LATEST;
}

/** A Date bounded to the instants the API takes. */
export const storableDate = z.date().refine(storableInstant, { error: INSTANT_RANGE });
