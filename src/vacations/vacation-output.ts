import { z } from 'zod';
import { ApiOutput, apiSchema, dateTime } from '../openapi';

export const currentVacationSchema = apiSchema(
  'CurrentVacation',
  z.strictObject({
    since: dateTime.describe('when it began'),
    until: dateTime.describe('when it ends by itself'),
    days: z
      .number()
      .int()
      .min(1)
      .describe('the days it uses if it runs until then (ending it sooner gives back the rest)'),
  }),
  'The vacation running now',
);

export const vacationStatusSchema = apiSchema(
  'VacationStatus',
  z.strictObject({
    daysPerYear: z.number().int().min(0).describe('the allowance: days of vacation a calendar year (UTC) holds'),
    year: z.number().int().describe('the calendar year (UTC) the counts are for: this one'),
    daysUsed: z
      .number()
      .int()
      .min(0)
      .describe('days this year’s vacations use, a running one counted until its `until`'),
    daysLeft: z.number().int().min(0).describe('days still free this year'),
    current: currentVacationSchema.nullable().describe('the vacation running now; null when there is none'),
  }),
  'My vacations: the yearly allowance, what is left of it, and the vacation running now (docs/vacations.md)',
);

export type VacationStatusDto = ApiOutput<typeof vacationStatusSchema>;
