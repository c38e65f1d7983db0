import fc from 'fast-check';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  const HOUR = 3600_000;

  it('lets a fresh key spend its whole budget, then refuses with the wait until the next call', () => {
    const limiter = new RateLimiter(4, HOUR);
    const remaining = [0, 1, 2, 3].map(() => limiter.take('ip:1', 0));
    expect(remaining.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    expect(remaining[3].resetSeconds).toBe(3600);
    expect(limiter.take('ip:1', 0)).toEqual({
      allowed: false,
      limit: 4,
      remaining: 0,
      resetSeconds: 3600,
      retryAfterSeconds: 900,
    });
  });

  it('gives one call back per window / limit', () => {
    const limiter = new RateLimiter(4, HOUR);
    for (let i = 0; i < 4; i++) limiter.take('k', 0);
    expect(limiter.take('k', 899_999).allowed).toBe(false);
    expect(limiter.take('k', 900_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take('k', 900_000).allowed).toBe(false);
    expect(limiter.take('k', 2 * HOUR)).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('charges work already done whatever is left, fractions too, and refuses calls until it is paid', () => {
    const limiter = new RateLimiter(4, HOUR);
    limiter.take('k', 0);
    expect(limiter.charge('k', 0, 1.5)).toEqual({
      allowed: true,
      limit: 4,
      remaining: 1,
      resetSeconds: 2250,
      retryAfterSeconds: 0,
    });
    expect(limiter.charge('k', 0, 3)).toEqual({
      allowed: true,
      limit: 4,
      remaining: 0,
      resetSeconds: 4950,
      retryAfterSeconds: 0,
    });
    // 5.5 calls spent of 4: the next waits until one and a half calls' time has passed, and one more.
    expect(limiter.take('k', 0)).toMatchObject({ allowed: false, retryAfterSeconds: 2250 });
    expect(limiter.take('k', 2_249_999).allowed).toBe(false);
    expect(limiter.take('k', 2_250_000)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('never allows more calls than the budget, charges counted, whatever the timing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.option(fc.double({ min: 0, max: 5, noNaN: true }))), {
          maxLength: 300,
        }),
        (limit, steps) => {
          const windowMs = 60_000;
          const limiter = new RateLimiter(limit, windowMs);
          let now = 0;
          let spent = 0;
          for (const [gap, charge] of steps) {
            now += gap;
            const d = charge === null ? limiter.take('k', now) : limiter.charge('k', now, charge);
            if (d.allowed) spent += charge ?? 1;
            expect(d.remaining).toBeGreaterThanOrEqual(0);
            // A charge may overdraw the budget by itself; no call is let through past it.
            if (charge === null && d.allowed)
              expect(spent).toBeLessThanOrEqual(limit + now / (windowMs / limit) + 1e-6);
          }
        },
      ),
    );
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter(1, HOUR);
    expect(limiter.take('player:a', 0).allowed).toBe(true);
    expect(limiter.take('player:a', 0).allowed).toBe(false);
    expect(limiter.take('player:b', 0).allowed).toBe(true);
  });

  it('never allows more than limit + elapsed / (window / limit) calls, whatever the timing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 120_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 300 }),
        (limit, windowMs, gaps) => {
          const limiter = new RateLimiter(limit, windowMs);
          let now = 0;
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            const d = limiter.take('k', now);
            if (d.allowed) allowed++;
            else expect(d.retryAfterSeconds).toBeGreaterThan(0);
            expect(d.remaining).toBeGreaterThanOrEqual(0);
            expect(d.remaining).toBeLessThan(limit);
            expect(allowed).toBeLessThanOrEqual(limit + Math.floor(now / (windowMs / limit)));
          }
        },
      ),
    );
  });

  it('allows a call every window / limit forever when calls come no faster', () => {
    const limiter = new RateLimiter(3, 60_000);
    for (let i = 0; i < 100; i++) expect(limiter.take('k', i * 20_000).allowed).toBe(true);
  });

  it('forgets keys whose budget is full again', () => {
    const limiter = new RateLimiter(2, 1000);
    limiter.take('a', 0);
    limiter.take('b', 0);
    expect(limiter.size).toBe(2);
    limiter.take('c', 5000);
    expect(limiter.size).toBe(1);
  });
});
