import { SingleFlight } from './single-flight';

/** A task whose runs are counted and each ended by hand. */
function gatedTask() {
  const ends: ((value: number) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  let started = 0;
  const task = (): Promise<number> =>
    new Promise<number>((resolve, reject) => {
      started++;
      ends.push(resolve);
      fails.push(reject);
    });
  /** Lets the runs that were started reach their next await. */
  const settle = () => new Promise((r) => setImmediate(r));
  return {
    task,
    settle,
    started: () => started,
    end: (value: number) => ends.shift()!(value),
    fail: (error: Error) => fails.shift()!(error),
  };
}

describe('SingleFlight', () => {
  it('joins a run under way instead of starting a second one', async () => {
    const t = gatedTask();
    const flight = new SingleFlight(t.task, () => -1);
    const first = flight.run();
    const second = flight.run();
    expect(t.started()).toBe(1);
    t.end(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    const third = flight.run();
    expect(t.started()).toBe(2);
    t.end(8);
    await expect(third).resolves.toBe(8);
  });

  it('runs once more after the run under way when asked during it, however often', async () => {
    const t = gatedTask();
    const flight = new SingleFlight(t.task, () => -1);
    const run = flight.run();
    flight.request();
    flight.request();
    t.end(1);
    await t.settle();
    expect(t.started()).toBe(2);
    t.end(2);
    await expect(run).resolves.toBe(2);
    await flight.idle();
    expect(t.started()).toBe(2);
  });

  it('starts a run when asked while none is under way', async () => {
    const t = gatedTask();
    const flight = new SingleFlight(t.task, () => -1);
    flight.request();
    expect(t.started()).toBe(1);
    const idle = flight.idle();
    t.end(3);
    await idle;
    expect(t.started()).toBe(1);
  });

  it('hands a failure to its handler, whose value is the result, and runs no further pass', async () => {
    const t = gatedTask();
    const seen: unknown[] = [];
    const flight = new SingleFlight(t.task, (error) => {
      seen.push(error);
      return -1;
    });
    const run = flight.run();
    flight.request();
    const boom = new Error('boom');
    t.fail(boom);
    await expect(run).resolves.toBe(-1);
    expect(seen).toEqual([boom]);
    expect(t.started()).toBe(1);
  });

  it('after close, waits for the run under way and starts nothing more', async () => {
    const t = gatedTask();
    const flight = new SingleFlight(t.task, () => -1);
    void flight.run();
    flight.request();
    let closed = false;
    const closing = flight.close().then(() => (closed = true));
    await t.settle();
    expect(closed).toBe(false);
    expect(flight.isClosed).toBe(true);
    t.end(1);
    await closing;
    flight.request();
    expect(t.started()).toBe(1);
  });

  it('runs on a timer, joining a run under way, until closed', async () => {
    jest.useFakeTimers();
    try {
      const t = gatedTask();
      const flight = new SingleFlight(t.task, () => -1);
      flight.every(1000);
      jest.advanceTimersByTime(999);
      expect(t.started()).toBe(0);
      jest.advanceTimersByTime(1);
      expect(t.started()).toBe(1);
      jest.advanceTimersByTime(3000);
      expect(t.started()).toBe(1);
      t.end(1);
      await flight.idle();
      jest.advanceTimersByTime(1000);
      expect(t.started()).toBe(2);
      t.end(2);
      await flight.close();
      jest.advanceTimersByTime(5000);
      expect(t.started()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
