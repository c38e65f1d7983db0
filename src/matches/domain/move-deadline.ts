import { MatchState } from './match-state';
import { MatchRecord } from './match-record';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the decision a match awaits becomes overdue, in milliseconds since the
 * epoch: `daysPerMove` after the batch that made it awaited (the row's
 * updatedAt). Null without a time limit, or when no decision is awaited.
 */
export function deadlineOf(
  record: Pick<MatchRecord, 'daysPerMove' | 'updatedAtMs'>,
  state: Pick<MatchState, 'status'>,
): number | null {
  return record.daysPerMove === null || state.status !== 'active'
    ? null
    : deadlineAfter(record.updatedAtMs, record.daysPerMove);
}

/** `daysPerMove` whole days after the change at `updatedAtMs`. */
export function deadlineAfter(updatedAtMs: number, daysPerMove: number): number {
  return updatedAtMs + daysPerMove * DAY_MS;
}
