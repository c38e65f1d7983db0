import { integerVar } from './env-types';

/** Vacations (docs/vacations.md). */
export const vacationsConfig = {
  /** The days of vacation each player may take in a calendar year (UTC); 0 turns vacations off. */
  VACATION_DAYS_PER_YEAR: integerVar(0, 366, 30),
};
