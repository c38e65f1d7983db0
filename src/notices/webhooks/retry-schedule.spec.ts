import { retryDelayMs } from './retry-schedule';

const SCHEDULE = [5_000, 30_000, 120_000];

describe('retryDelayMs', () => {
  it('waits the schedule’s delay for each failed attempt, jittered within ±20 %', () => {
    expect(retryDelayMs(SCHEDULE, 1, 0.5)).toBe(5_000);
    expect(retryDelayMs(SCHEDULE, 2, 0)).toBe(24_000);
    expect(retryDelayMs(SCHEDULE, 3, 0.999_999)).toBeCloseTo(144_000, -1);
  });

  it('gives up once the schedule is spent', () => {
    expect(retryDelayMs(SCHEDULE, 4, 0.5)).toBeNull();
    expect(retryDelayMs(SCHEDULE, 0, 0.5)).toBeNull();
  });

  it('honours a longer Retry-After, but never beyond the longest delay', () => {
    expect(retryDelayMs(SCHEDULE, 1, 0.5, 60)).toBe(60_000);
    expect(retryDelayMs(SCHEDULE, 1, 0.5, 86_400)).toBe(120_000);
    expect(retryDelayMs(SCHEDULE, 2, 0.5, 1)).toBe(30_000);
  });
});
