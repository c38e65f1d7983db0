/** A day in milliseconds: time limits and vacations are counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
