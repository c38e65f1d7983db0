/** What a limiter answered for one call. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  /** Calls that could still be made at once. */
  readonly remaining: number;
  /** Seconds until the whole budget is back. */
  readonly resetSeconds: number;
  /** Refused: seconds until the next call would be allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/**
 * `limit` calls per `windowMs` for each key, as a token bucket refilled
 * continuously (the generic cell rate algorithm): a key's whole state is one
 * number, the time at which its bucket would be full again, so a call costs
 * O(1) whatever the limit. A fresh key may spend its whole budget at once;
 * after that it gets one call per `windowMs / limit`.
 *
 * Pure: the caller passes the time. Keys whose bucket is full again are
 * forgotten, in a sweep at most once per window.
 */
export class RateLimiter {
  private readonly fullAt = new Map<string, number>();
  private readonly interval: number;
  private nextSweep = 0;

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.interval = windowMs / limit;
  }

  take(key: string, nowMs: number): RateDecision {
    this.sweep(nowMs);
    const fullAt = Math.max(this.fullAt.get(key) ?? nowMs, nowMs);
    const next = fullAt + this.interval;
    if (next - nowMs > this.windowMs + EPSILON_MS) {
      return {
        allowed: false,
        limit: this.limit,
        remaining: 0,
        resetSeconds: Math.ceil((fullAt - nowMs) / 1000),
        retryAfterSeconds: Math.max(1, Math.ceil((next - this.windowMs - nowMs) / 1000)),
      };
    }
    this.fullAt.set(key, next);
    return {
      allowed: true,
      limit: this.limit,
      remaining: Math.floor((this.windowMs - (next - nowMs)) / this.interval + EPSILON_CALLS),
      resetSeconds: Math.ceil((next - nowMs) / 1000),
      retryAfterSeconds: 0,
    };
  }

  /** Keys remembered now (those not back to a full budget at the last sweep). */
  get size(): number {
    return this.fullAt.size;
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweep) return;
    for (const [key, fullAt] of this.fullAt) if (fullAt <= nowMs) this.fullAt.delete(key);
    this.nextSweep = nowMs + this.windowMs;
  }
}

/** Rounding slack of the floating-point interval (a window split into `limit` parts). */
const EPSILON_MS = 1e-6;
const EPSILON_CALLS = 1e-9;
