import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateBudget, RateLimiter } from './rate-limiter';
import { RateLimitRedis, SharedRateLimiter } from './shared-rate-limiter';

const HOUR = 3600_000;

describe('SharedRateLimiter without Redis', () => {
  it('counts in this process at once while Redis cannot be reached, never waiting for it', async () => {
    const unreachable = new RateLimitRedis('redis://127.0.0.1:1');
    try {
      const limiter = new SharedRateLimiter(unreachable, 'calls', new RateBudget(2, HOUR));
      const decisions = [await limiter.take('ip:1', 0), await limiter.take('ip:1', 0), await limiter.take('ip:1', 0)];
      expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
        [true, 1],
        [true, 0],
        [false, 0],
      ]);
    } finally {
      await unreachable.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)(
  `SharedRateLimiter${redisUrl ? '' : ' (skipped: set REDIS_URL to run against Redis)'}`,
  () => {
    const connections: RateLimitRedis[] = [];
    let raw: Redis;
    let name: string;

    /** A limiter on a connection of its own, as each instance has. */
    function instance(limit: number, windowMs: number): SharedRateLimiter {
      const redis = new RateLimitRedis(redisUrl!);
      connections.push(redis);
      return new SharedRateLimiter(redis, name, new RateBudget(limit, windowMs));
    }

    async function ready(): Promise<void> {
      await raw.ping();
      // The limiters' own connections answer locally until they are ready.
      for (
        let i = 0;
        i < 100 &&
        (await Promise.all(connections.map((c) => c.take(`${name}:probe`, 1, 1)))).some((r) => r === undefined);
        i++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    beforeAll(() => {
      raw = new Redis(redisUrl!);
    });

    beforeEach(() => {
      name = `test-${randomUUID()}`;
    });

    afterAll(async () => {
      await Promise.all(connections.map((c) => c.close()));
      await raw.quit();
    });

    it('gives two instances one budget, answering as the in-memory limiter does', async () => {
      const a = instance(4, HOUR);
      const b = instance(4, HOUR);
      await ready();
      const alone = new RateLimiter(4, HOUR);
      for (const limiter of [a, b, a, b, a, b]) {
        const { resetSeconds, ...decision } = await limiter.take('player:p', 0);
        const { resetSeconds: expectedReset, ...expected } = alone.take('player:p', 0);
        expect(decision).toEqual(expected);
        // Redis's clock has moved on a little between the calls; the in-memory one has not.
        expect(resetSeconds).toBeLessThanOrEqual(expectedReset);
        expect(resetSeconds).toBeGreaterThanOrEqual(expectedReset - 1);
      }
      expect(await b.take('player:p', 0)).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
      expect(await a.take('player:q', 0)).toMatchObject({ allowed: true, remaining: 3 });
    });

    it('charges work done on one instance against the budget the others answer from, past what is left', async () => {
      const a = instance(4, HOUR);
      const b = instance(4, HOUR);
      await ready();
      await a.take('player:p', 0);
      const { resetSeconds, ...charged } = await b.charge('player:p', 0, 4.5);
      expect(charged).toEqual({ allowed: true, limit: 4, remaining: 0, retryAfterSeconds: 0 });
      expect(resetSeconds).toBeGreaterThanOrEqual(4949);
      expect(resetSeconds).toBeLessThanOrEqual(4950);
      expect(await a.take('player:p', 0)).toMatchObject({ allowed: false, retryAfterSeconds: 2250 });
    });

    it('keeps a caller under parlour:rate:<budget>:<caller> until its bucket is full again, then forgets it', async () => {
      const limiter = instance(10, 60_000);
      await ready();
      await limiter.take('ip:10.0.0.1', 0);
      await limiter.take('ip:10.0.0.1', 0);
      const ttl = await raw.pttl(`parlour:rate:${name}:ip:10.0.0.1`);
      expect(ttl).toBeGreaterThan(11_000);
      expect(ttl).toBeLessThanOrEqual(12_000);
    });

    it('gives a call back every window / limit', async () => {
      const limiter = instance(2, 400);
      await ready();
      expect((await limiter.take('k', 0)).allowed).toBe(true);
      expect((await limiter.take('k', 0)).allowed).toBe(true);
      expect((await limiter.take('k', 0)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await limiter.take('k', 0)).toMatchObject({ allowed: true, remaining: 0 });
    });
  },
);
