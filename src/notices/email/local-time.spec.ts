import { canonicalTimeZone, instantAtLocalHour, isQuiet, localTime, nextLocalHour } from './local-time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('local time', () => {
  it('names zones as Intl does, and knows no zone Intl does not', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Atlantis')).toBeNull();
  });

  it('reads the wall clock of a zone', () => {
    expect(localTime(at('2026-07-01T12:30:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 8,
      minute: 30,
      second: 0,
    });
    expect(localTime(at('2026-07-01T23:30:00Z'), 'Asia/Kolkata').hour).toBe(5);
  });

  it('finds the next local hour, today or tomorrow', () => {
    expect(iso(nextLocalHour(at('2026-07-01T11:00:00Z'), 8, 'America/New_York'))).toBe('2026-07-01T12:00:00.000Z');
    expect(iso(nextLocalHour(at('2026-07-01T12:00:00Z'), 8, 'America/New_York'))).toBe('2026-07-02T12:00:00.000Z');
    expect(iso(nextLocalHour(at('2026-07-01T12:00:00Z'), 0, 'Asia/Kolkata'))).toBe('2026-07-01T18:30:00.000Z');
    expect(iso(nextLocalHour(at('2026-12-31T23:00:00Z'), 23, 'UTC'))).toBe('2027-01-01T23:00:00.000Z');
  });

  it('keeps the local hour across a change of the clocks', () => {
    // New York goes from EST (UTC-5) to EDT (UTC-4) at 2:00 on 8 March 2026, and back at 2:00 on 1 November.
    expect(iso(nextLocalHour(at('2026-03-07T14:00:00Z'), 8, 'America/New_York'))).toBe('2026-03-08T12:00:00.000Z');
    expect(iso(nextLocalHour(at('2026-10-31T13:00:00Z'), 8, 'America/New_York'))).toBe('2026-11-01T13:00:00.000Z');
  });

  it('takes an hour the clocks skip as the moment they jump, and an hour they repeat as its first time', () => {
    expect(iso(instantAtLocalHour({ year: 2026, month: 3, day: 8 }, 2, 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(iso(instantAtLocalHour({ year: 2026, month: 11, day: 1 }, 1, 'America/New_York'))).toBe(
      '2026-11-01T05:00:00.000Z',
    );
  });

  it('tells quiet hours, across midnight or within a day', () => {
    const night = { start: 22, end: 7 };
    expect(isQuiet(at('2026-07-02T02:30:00Z'), night, 'America/New_York')).toBe(true); // 22:30
    expect(isQuiet(at('2026-07-02T10:59:00Z'), night, 'America/New_York')).toBe(true); // 6:59
    expect(isQuiet(at('2026-07-02T11:00:00Z'), night, 'America/New_York')).toBe(false); // 7:00
    expect(isQuiet(at('2026-07-02T13:00:00Z'), { start: 9, end: 17 }, 'UTC')).toBe(true);
    expect(isQuiet(at('2026-07-02T17:00:00Z'), { start: 9, end: 17 }, 'UTC')).toBe(false);
    expect(isQuiet(at('2026-07-02T17:00:00Z'), null, 'UTC')).toBe(false);
  });
});
