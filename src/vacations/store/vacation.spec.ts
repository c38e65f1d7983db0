import { DAY_MS } from '../../common/time/days';
import { Vacation, daysByYear, daysOf, daysUsedIn, refusalToStart, runningAt } from './vacation';

const HOUR = 60 * 60 * 1000;
const at = (text: string) => Date.parse(text);
const vacation = (startedMs: number, untilMs: number, endedMs: number | null = null): Vacation => ({
  id: `v${startedMs}`,
  playerId: 'ann',
  startedMs,
  untilMs,
  endedMs,
});

describe('vacation days: every day begun counts, each charged to the UTC year it begins in', () => {
  const t = at('2026-06-01T09:00:00Z');

  it('counts whole days from the start, at least one', () => {
    expect(daysOf(vacation(t, t + 3 * DAY_MS))).toBe(3);
    expect(daysOf(vacation(t, t + 3 * DAY_MS + 1))).toBe(4);
    expect(daysOf(vacation(t, t + HOUR))).toBe(1);
  });

  it('gives back the days not begun when ended early; a vacation ended at once still uses a day', () => {
    expect(daysOf(vacation(t, t + 10 * DAY_MS, t + 2 * DAY_MS + HOUR))).toBe(3);
    expect(daysOf(vacation(t, t + 10 * DAY_MS, t))).toBe(1);
  });

  it('splits a vacation over New Year between the years', () => {
    const eve = at('2026-12-30T12:00:00Z');
    expect([...daysByYear(eve, eve + 4 * DAY_MS)]).toEqual([
      [2026, 2],
      [2027, 2],
    ]);
    expect(daysUsedIn([vacation(eve, eve + 4 * DAY_MS)], 2027)).toBe(2);
  });

  it('finds the vacation running at an instant: from its start, until its end (exclusive)', () => {
    const v = vacation(t, t + DAY_MS, t + HOUR);
    expect(runningAt([v], t)).toBe(v);
    expect(runningAt([v], t + HOUR)).toBeNull();
    expect(runningAt([v], t - 1)).toBeNull();
  });

  it('refuses one while another runs, or beyond what the year has left', () => {
    const taken = [vacation(at('2026-02-01T00:00:00Z'), at('2026-02-26T00:00:00Z'))];
    expect(refusalToStart(taken, t, t + 5 * DAY_MS, 30)).toBeNull();
    expect(refusalToStart(taken, t, t + 5 * DAY_MS + 1, 30)).toEqual({
      code: 'VACATION_ALLOWANCE_EXCEEDED',
      year: 2026,
      asked: 6,
      left: 5,
    });
    const running = vacation(t - HOUR, t + HOUR);
    expect(refusalToStart([running], t, t + DAY_MS, 30)).toEqual({ code: 'ALREADY_ON_VACATION', running });
    expect(refusalToStart([], t, t + DAY_MS, 0)).toMatchObject({ code: 'VACATION_ALLOWANCE_EXCEEDED', left: 0 });
  });

  it('checks each year a vacation reaches into against that year’s allowance', () => {
    const eve = at('2026-12-20T12:00:00Z');
    // 12 days of 2026, 20 of 2027: fits in 30 a year, though 32 in all.
    expect(refusalToStart([], eve, eve + 32 * DAY_MS, 30)).toBeNull();
    expect(refusalToStart([], eve, eve + 43 * DAY_MS, 30)).toMatchObject({ year: 2027, asked: 31 });
  });
});
