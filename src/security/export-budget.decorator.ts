import { SetMetadata } from '@nestjs/common';

export const EXPORT_BUDGET = 'parlour:export-budget';

/**
 * A route counted against the export budget (EXPORT_RATE_LIMIT_MAX matches
 * a window) rather than the calls budget: it reads how many matches it may
 * send from `RateLimits.countExport` and pays for them when done.
 */
export const ExportBudget = (): MethodDecorator => SetMetadata(EXPORT_BUDGET, true);
