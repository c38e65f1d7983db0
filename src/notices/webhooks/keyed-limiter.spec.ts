import { KeyedLimiter } from './keyed-limiter';

/** A task that runs until the test lets it finish. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLimiter', () => {
  it('runs at most N tasks at once per key; the others wait, in the order they came', async () => {
    const limiter = new KeyedLimiter(2);
    const gates = [gate(), gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, i) =>
      limiter.run('endpoint-a', async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limiter.running('endpoint-a'), limiter.waiting('endpoint-a')]).toEqual([2, 3]);

    gates[1].open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    // A newcomer while 4 waits its turn queues behind it.
    const late = limiter.run('endpoint-a', async () => {
      started.push(5);
    });
    gates[2].open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3].open();
    gates[4].open();
    await late;
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect([limiter.running('endpoint-a'), limiter.waiting('endpoint-a')]).toEqual([0, 0]);
  });

  it('bounds each key on its own: a slow endpoint does not hold up another', async () => {
    const limiter = new KeyedLimiter(1);
    const slow = gate();
    const slowRun = limiter.run('slow', () => slow.promise);
    const queued = limiter.run('slow', async () => 'second');
    expect(limiter.activeKeys).toBe(1);
    expect(await limiter.run('fast', async () => 'fast')).toBe('fast');
    expect(limiter.waiting('slow')).toBe(1);
    slow.open();
    await slowRun;
    expect(await queued).toBe('second');
  });

  it('frees the slot when a task fails, and passes the failure on', async () => {
    const limiter = new KeyedLimiter(1);
    const failing = gate();
    const first = limiter.run('a', () => failing.promise);
    const second = limiter.run('a', async () => 'ran');
    failing.fail(new Error('receiver down'));
    await expect(first).rejects.toThrow('receiver down');
    expect(await second).toBe('ran');
    expect(limiter.running('a')).toBe(0);
  });

  it('frees the slot when a task throws before its first await', async () => {
    const limiter = new KeyedLimiter(1);
    await expect(
      limiter.run('a', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(await limiter.run('a', async () => 'next')).toBe('next');
  });

  it('keeps no state for a key with nothing running', async () => {
    const limiter = new KeyedLimiter(3);
    await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.run(`endpoint-${i % 4}`, async () => i)));
    expect(limiter.activeKeys).toBe(0);
  });

  it('asserts a limit of at least one', () => {
    expect(() => new KeyedLimiter(0)).toThrow();
    expect(() => new KeyedLimiter(1.5)).toThrow();
  });
});
