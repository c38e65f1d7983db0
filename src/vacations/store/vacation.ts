import { DAY_MS } from '../../common';

/**
 * A player's vacation, in milliseconds since the epoch: while it lasts, the
 * clocks of their decisions stand still (docs/vacations.md).
 */
export interface Vacation {
  readonly id: string;
  readonly playerId: string;
  readonly startedMs: number;
  /** The end it was started with: it ends by itself then. */
  readonly untilMs: number;
  /** When the player ended it sooner; null if they did not. */
  readonly endedMs: number | null;
}

/** When a vacation ends (or ended): at `until`, or sooner when the player ended it. */
export function endOf(v: Vacation): number {
  return v.endedMs === null ? v.untilMs : Math.min(v.endedMs, v.untilMs);
}

/** The vacation running at `nowMs`, if any (at most one runs at a time). */
export function runningAt(vacations: readonly Vacation[], nowMs: number): Vacation | null {
  return vacations.find((v) => v.startedMs <= nowMs && nowMs < endOf(v)) ?? null;
}

/** The calendar year (UTC) of an instant. */
export function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/**
 * The days a stretch from `startMs` to `endMs` uses: every day started
 * counts, a day being the 24 hours from the start (or from the day before),
 * at least one. Each day is charged to the calendar year (UTC) it starts in.
 */
export function daysByYear(startMs: number, endMs: number): Map<number, number> {
  const days = Math.max(1, Math.ceil((endMs - startMs) / DAY_MS));
  const byYear = new Map<number, number>();
  for (let k = 0; k < days; k++) {
    const year = yearOf(startMs + k * DAY_MS);
    byYear.set(year, (byYear.get(year) ?? 0) + 1);
  }
  return byYear;
}

/** The days a vacation uses, as it stands: to its end, or, while it runs, to the end it was started with. */
export function daysOf(v: Vacation): number {
  return Math.max(1, Math.ceil((endOf(v) - v.startedMs) / DAY_MS));
}

/** The days the vacations use in a calendar year (UTC). */
export function daysUsedIn(vacations: readonly Vacation[], year: number): number {
  return vacations.reduce((sum, v) => sum + (daysByYear(v.startedMs, endOf(v)).get(year) ?? 0), 0);
}

/** Why a vacation cannot start; null when it can. Pure: the service turns it into a coded error. */
export type StartRefusal =
  | { readonly code: 'ALREADY_ON_VACATION'; readonly running: Vacation }
  | {
      readonly code: 'VACATION_ALLOWANCE_EXCEEDED';
      readonly year: number;
      readonly asked: number;
      readonly left: number;
    };

/**
 * Whether a vacation from `nowMs` until `untilMs` fits: none is running, and
 * in every calendar year it touches, the days it would use fit in what the
 * earlier ones left of `perYear`.
 */
export function refusalToStart(
  vacations: readonly Vacation[],
  nowMs: number,
  untilMs: number,
  perYear: number,
): StartRefusal | null {
  const running = runningAt(vacations, nowMs);
  if (running) return { code: 'ALREADY_ON_VACATION', running };
  for (const [year, asked] of daysByYear(nowMs, untilMs)) {
    const left = Math.max(0, perYear - daysUsedIn(vacations, year));
    if (asked > left) return { code: 'VACATION_ALLOWANCE_EXCEEDED', year, asked, left };
  }
  return null;
}
