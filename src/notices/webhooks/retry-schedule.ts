/**
 * When to try a failed delivery again: after its `attempts`-th failed
 * attempt, the `attempts`-th delay of the schedule, jittered by ±20 % so that
 * an endpoint's deliveries failed together are not retried together; null
 * once the schedule is spent. A receiver's Retry-After is honoured when it
 * asks for longer, up to the schedule's longest delay. `random` is in [0, 1).
 */
export function retryDelayMs(
  schedule: readonly number[],
  attempts: number,
  random: number,
  retryAfterSeconds: number | null = null,
): number | null {
  if (attempts < 1 || attempts > schedule.length) return null;
  const jittered = Math.round(schedule[attempts - 1] * (0.8 + 0.4 * random));
  if (retryAfterSeconds === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterSeconds * 1000, Math.max(...schedule)));
}
