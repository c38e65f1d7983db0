import { z } from 'zod';

/** The most days ahead a vacation may be asked for: the allowance decides the rest. */
export const MAX_VACATION_DAYS = 366;

/**
 * Starting a vacation: when it ends (`until`, an ISO 8601 time with its
 * offset) or how long it lasts (`days`, whole days from now). Exactly one.
 */
export const startVacationSchema = z
  .strictObject({
    until: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-08-15T09:00:00Z' })
      .optional(),
    days: z.number().int().min(1).max(MAX_VACATION_DAYS).optional(),
  })
  .refine((v) => (v.until === undefined) !== (v.days === undefined), {
    error: 'give either until or days',
    path: ['until'],
  });
export type StartVacationBody = z.output<typeof startVacationSchema>;
