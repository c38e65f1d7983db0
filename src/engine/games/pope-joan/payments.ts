import { Seat } from '../../core/game';

/**
 * One player pays another; a player who owes more than they have pays what
 * they have (rule 12). Returns what was paid. Counters only ever move, so the
 * total is conserved.
 */
export function pay(counters: number[], from: Seat, to: Seat, owed: number): number {
  const paid = Math.min(owed, counters[from]);
  counters[from] -= paid;
  counters[to] += paid;
  return paid;
}
