/**
 * A task that never runs twice at once, started by a timer and on demand: the
 * notice relay, the clock's notices and the email sweeper are each one.
 *
 * - `run` starts a run, or joins the one under way and gets its result.
 * - `request` starts a run, or has the one under way run the task once more
 *   when it ends: work that came in after the task looked is not left waiting
 *   for the next tick.
 * - `every` runs it on a timer (joining a run under way) until `close`.
 *
 * A run that throws ends there: the error goes to `failed`, whose value is the
 * run's result, so no caller, timer or request ever sees a rejection.
 */
export class SingleFlight<T> {
  private running: Promise<T> | null = null;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly task: () => Promise<T>,
    private readonly failed: (error: unknown) => T,
  ) {}

  /** The run under way, or a new one. */
  run(): Promise<T> {
    this.running ??= this.passes().finally(() => (this.running = null));
    return this.running;
  }

  /** A new run, or one more pass of the run under way; nothing once closed. */
  request(): void {
    if (this.closed) return;
    if (this.running) this.again = true;
    else void this.run();
  }

  /** Runs the task every `ms` until `close`; the timer alone keeps no process alive. */
  every(ms: number): void {
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      if (!this.closed) void this.run();
    }, ms).unref();
  }

  /** Resolves once no run is under way, the passes it was asked for included. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Whether `close` was called: a long task may stop early. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops the timer and any further pass; resolves once the run under way has ended. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  private async passes(): Promise<T> {
    let result: T;
    do {
      this.again = false;
      try {
        result = await this.task();
      } catch (error) {
        return this.failed(error);
      }
    } while (this.again && !this.closed);
    return result;
  }
}
