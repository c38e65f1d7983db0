import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateBudget, RateDecision, RateLimiter } from './rate-limiter';

const log = new Logger('RateLimits');

/**
 * The cell rate algorithm of `RateBudget`, atomically in Redis. The key holds
 * the time at which the caller's bucket is full again, in microseconds of
 * Redis's own clock (so the instances' clocks need not agree), and expires
 * then. ARGV: the interval between calls and the window, in whole
 * microseconds, and 1 to take it whatever is left (a charge for work done).
 * Returns whether the call is allowed (1 or 0) and how far ahead of now the
 * bucket was full before it.
 */
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local interval = tonumber(ARGV[1])
local ahead = math.max((tonumber(redis.call('GET', KEYS[1])) or now) - now, 0)
if ARGV[3] ~= '1' and ahead + interval > tonumber(ARGV[2]) then return {0, ahead} end
redis.call('SET', KEYS[1], string.format('%d', now + ahead + interval), 'PX', math.max(1, math.ceil((ahead + interval) / 1000)))
return {1, ahead}
`;

/** How long a call may wait for Redis before the local budget answers it. */
const COMMAND_TIMEOUT_MS = 1000;

type ScriptedRedis = Redis & {
  parlourTakeRate(key: string, intervalUs: number, windowUs: number, force: 0 | 1): Promise<[number, number]>;
};

/**
 * One Redis connection for the budgets every instance shares. It never
 * queues a call while disconnected: the caller is answered from its local
 * budget instead (see `SharedRateLimiter`), and each change between the two
 * is logged once.
 */
export class RateLimitRedis {
  private readonly redis: ScriptedRedis;
  private degraded = false;

  constructor(url: string) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableAutoPipelining: true,
    }) as ScriptedRedis;
    this.redis.defineCommand('parlourTakeRate', { numberOfKeys: 1, lua: TAKE });
    // ioredis reconnects by itself; unheard, its errors would print as "Unhandled error event".
    this.redis.on('error', (error: Error) => this.degrade(error.message));
    this.redis.on('ready', () => this.recover());
  }

  /** `[allowed, µs ahead]` from Redis, or undefined when it cannot answer now. `force`: take it whatever is left. */
  async take(
    key: string,
    intervalUs: number,
    windowUs: number,
    force = false,
  ): Promise<readonly [boolean, number] | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    try {
      const [allowed, aheadUs] = await this.redis.parlourTakeRate(key, intervalUs, windowUs, force ? 1 : 0);
      // A timed-out call degrades without a reconnection: the next answer is the sign Redis is back.
      this.recover();
      return [allowed === 1, aheadUs];
    } catch (error) {
      this.degrade((error as Error).message);
      return undefined;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private recover(): void {
    if (!this.degraded) return;
    this.degraded = false;
    log.log('Redis is back: rate limits are shared by every instance again');
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    log.warn(`Redis: ${reason}; until it is back, each instance counts its own calls against the rate limits`);
  }
}

/**
 * A budget kept in Redis under `parlour:rate:<name>:<caller>`, so that a
 * caller has the same budget however many instances its calls reach. While
 * Redis cannot answer, calls are counted in this process alone.
 */
export class SharedRateLimiter {
  private readonly prefix: string;
  private readonly intervalUs: number;
  private readonly windowUs: number;
  private readonly local: RateLimiter;

  constructor(
    private readonly redis: RateLimitRedis,
    name: string,
    readonly budget: RateBudget,
  ) {
    this.prefix = `parlour:rate:${name}:`;
    // Whole microseconds, rounded down so that `limit` calls always fit in the window.
    this.intervalUs = Math.floor(budget.interval * 1000);
    this.windowUs = Math.round(budget.windowMs * 1000);
    this.local = new RateLimiter(budget.limit, budget.windowMs);
  }

  async take(key: string, nowMs: number): Promise<RateDecision> {
    const shared = await this.redis.take(this.prefix + key, this.intervalUs, this.windowUs);
    if (!shared) return this.local.take(key, nowMs);
    return this.budget.decision(shared[0], shared[1] / 1000);
  }

  /** As `RateLimiter.charge`, shared. */
  async charge(key: string, nowMs: number, calls: number): Promise<RateDecision> {
    const costUs = Math.floor(this.budget.interval * 1000 * calls);
    const shared = await this.redis.take(this.prefix + key, costUs, this.windowUs, true);
    if (!shared) return this.local.charge(key, nowMs, calls);
    return this.budget.standing((shared[1] + costUs) / 1000);
  }
}
