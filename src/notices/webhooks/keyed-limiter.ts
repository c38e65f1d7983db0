import { ok as assert } from 'node:assert';

interface Lane {
  running: number;
  /** Tasks waiting for a slot, first come first served. */
  waiting: (() => void)[];
}

/**
 * At most `maxPerKey` tasks in flight for each key (an endpoint), on this instance; the others
 * wait their turn in the order they came. One slow endpoint then holds at most that many of the
 * sender's workers, and a receiver is never hit by more than that many deliveries at once from
 * one instance (the queue's own concurrency bounds the total, not one endpoint's share of it).
 */
export class KeyedLimiter {
  private readonly lanes = new Map<string, Lane>();

  constructor(readonly maxPerKey: number) {
    assert(Number.isInteger(maxPerKey) && maxPerKey >= 1, 'a limit is a whole number of at least 1');
  }

  /** Runs `task` once a slot for `key` is free, and frees it when the task settles, however it settles. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(key);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  /** Keys with a task running or waiting: the others take no memory. */
  get activeKeys(): number {
    return this.lanes.size;
  }

  /** Tasks running for `key` now. */
  running(key: string): number {
    return this.lanes.get(key)?.running ?? 0;
  }

  /** Tasks waiting for a slot for `key`. */
  waiting(key: string): number {
    return this.lanes.get(key)?.waiting.length ?? 0;
  }

  private acquire(key: string): Promise<void> {
    let lane = this.lanes.get(key);
    if (lane === undefined) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.maxPerKey) {
      lane.running += 1;
      return Promise.resolve();
    }
    const queue = lane.waiting;
    return new Promise((resolve) => queue.push(resolve));
  }

  private release(key: string): void {
    const lane = this.lanes.get(key);
    assert(lane !== undefined && lane.running > 0, 'released a slot that was not taken');
    const next = lane.waiting.shift();
    // The slot passes straight to the next in line, so no newcomer can take it first.
    if (next !== undefined) return next();
    lane.running -= 1;
    if (lane.running === 0) this.lanes.delete(key);
  }
}
