type Waiter<T> = { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void };

/**
 * An async iterator fed from outside: a producer pushes values, ends or
 * fails it; the consumer iterates. Written by hand rather than as an async
 * generator because a generator suspended in an `await` cannot be returned
 * from until that await settles, and a subscription waits for moves for days:
 * `return()` here ends it at once and runs `onClose` (unsubscribe, stop timers).
 */
export class PushIterator<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private waiter: Waiter<T> | null = null;
  private closed = false;
  private failure: { readonly error: unknown } | null = null;

  constructor(private readonly onClose: () => void) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  push(value: T): void {
    if (this.closed) return;
    if (this.waiter) {
      this.take().resolve({ value, done: false });
    } else {
      this.buffer.push(value);
    }
  }

  /** No more values: the consumer gets what is buffered, then done. */
  end(): void {
    if (this.close() && this.waiter) this.take().resolve({ value: undefined, done: true });
  }

  /** The consumer gets what is buffered, then this error. */
  fail(error: unknown): void {
    if (!this.close()) return;
    this.failure = { error };
    if (this.waiter) this.take().reject(error);
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.buffer.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.failure) {
      const { error } = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  /** The consumer is done (a client unsubscribed or went away). */
  return(): Promise<IteratorResult<T>> {
    this.buffer.length = 0;
    this.failure = null;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  private take(): Waiter<T> {
    const waiter = this.waiter as Waiter<T>;
    this.waiter = null;
    return waiter;
  }

  /** True the first time only. */
  private close(): boolean {
    if (this.closed) return false;
    this.closed = true;
    this.onClose();
    return true;
  }
}
