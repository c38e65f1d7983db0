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
 * `limit` calls per `windowMs`, as a token bucket refilled continuously (the
 * generic cell rate algorithm): a caller's whole state is one time, at which
 * its bucket would be full again, so a call costs O(1) whatever the limit. A
 * fresh caller may spend its whole budget at once; after that it gets one
 * call per `interval` (`windowMs / limit`).
 */
export class RateBudget {
  readonly interval: number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.interval = windowMs / limit;
  }

  /** Whether a call is allowed when the caller's bucket is full again `aheadMs` from now (0 when full). */
  admits(aheadMs: number): boolean {
    return aheadMs + this.interval - this.windowMs <= EPSILON_MS;
  }

  /** The answer to a call made `aheadMs` before the caller's bucket was full again, allowed or not. */
  decision(allowed: boolean, aheadMs: number): RateDecision {
    if (!allowed) {
      return {
        allowed: false,
        limit: this.limit,
        remaining: 0,
        resetSeconds: Math.ceil(aheadMs / 1000),
        retryAfterSeconds: Math.max(1, Math.ceil((aheadMs + this.interval - this.windowMs) / 1000)),
      };
    }
    return this.standing(aheadMs + this.interval);
  }

  /** The answer once the caller has paid, its bucket full again `aheadMs` from now (beyond the window after a charge). */
  standing(aheadMs: number): RateDecision {
    return {
      allowed: true,
      limit: this.limit,
      remaining: Math.max(0, Math.floor((this.windowMs - aheadMs) / this.interval + EPSILON_CALLS)),
      resetSeconds: Math.ceil(aheadMs / 1000),
      retryAfterSeconds: 0,
    };
  }
}

/**
 * A budget kept in this process's memory, per key. Pure: the caller passes
 * the time. Keys whose bucket is full again are forgotten, in a sweep at
 * most once per window.
 */
export class RateLimiter {
  readonly budget: RateBudget;
  private readonly fullAt = new Map<string, number>();
  private nextSweep = 0;

  constructor(limit: number, windowMs: number) {
    this.budget = new RateBudget(limit, windowMs);
  }

  take(key: string, nowMs: number): RateDecision {
    this.sweep(nowMs);
    const aheadMs = Math.max((this.fullAt.get(key) ?? nowMs) - nowMs, 0);
    const allowed = this.budget.admits(aheadMs);
    if (allowed) this.fullAt.set(key, nowMs + aheadMs + this.budget.interval);
    return this.budget.decision(allowed, aheadMs);
  }

  /**
   * Adds `calls` (a fraction, too) to what the key has spent, whatever is
   * left: for work already done, which a refusal could not undo. The key's
   * next calls wait until it has paid.
   */
  charge(key: string, nowMs: number, calls: number): RateDecision {
    this.sweep(nowMs);
    const aheadMs = Math.max((this.fullAt.get(key) ?? nowMs) - nowMs, 0) + calls * this.budget.interval;
    this.fullAt.set(key, nowMs + aheadMs);
    return this.budget.standing(aheadMs);
  }

  /** Keys remembered now (those not back to a full budget at the last sweep). */
  get size(): number {
    return this.fullAt.size;
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweep) return;
    for (const [key, fullAt] of this.fullAt) if (fullAt <= nowMs) this.fullAt.delete(key);
    this.nextSweep = nowMs + this.budget.windowMs;
  }
}

/** Rounding slack of the floating-point interval (a window split into `limit` parts). */
const EPSILON_MS = 1e-6;
const EPSILON_CALLS = 1e-9;
