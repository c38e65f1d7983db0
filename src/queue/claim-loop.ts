/** A job as claimed: its id (to complete or fail it) and its data. */
export interface ClaimedJob<T> {
  readonly id: string;
  readonly data: T;
}

export interface ClaimLoopOptions<T> {
  /** Jobs in hand at most; the loop claims what it has room for, in one statement. */
  readonly slots: number;
  /** How long an idle loop waits before it looks again, unless woken. */
  readonly pollMs: number;
  /** Claims up to `limit` jobs that are due; none when there are none (or the queue is stopping). */
  readonly claim: (limit: number) => Promise<readonly ClaimedJob<T>[]>;
  /**
   * Starts the jobs claimed together: one promise a job, settled when its
   * work is done and the job completed. A job whose promise rejects is failed,
   * for the queue to try again.
   */
  readonly start: (jobs: readonly ClaimedJob<T>[]) => readonly Promise<void>[];
  readonly fail: (job: ClaimedJob<T>, error: unknown) => Promise<void>;
}

/**
 * Claims jobs in batches and keeps up to `slots` of them in hand, each slot
 * freed as its job settles. One claim is in flight at a time, for all the room
 * there is when it leaves: while it runs, more slots free up, and the next
 * takes them all, so a busy loop claims many jobs a statement and an idle one
 * asks once per `pollMs`. pg-boss's own workers claim a batch and wait for the
 * whole of it; here a slow receiver holds only its own slot.
 */
export class ClaimLoop<T> {
  private busy = 0;
  private claiming = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  /** Wakes asked for at a moment to come (a retry due sooner than the next poll). */
  private readonly alarms = new Set<NodeJS.Timeout>();
  /** The jobs in hand, for a stop to wait on. */
  readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: ClaimLoopOptions<T>) {}

  /** Looks for jobs now, if there is room. */
  wake(): void {
    if (this.stopped || this.claiming || this.busy >= this.options.slots) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.claiming = true;
    void this.claimAndStart().finally(() => {
      this.claiming = false;
    });
  }

  /** Looks for jobs `delayMs` from now: a job due then is claimed then, not at the next poll. */
  wakeIn(delayMs: number): void {
    if (this.stopped) return;
    const alarm = setTimeout(() => {
      this.alarms.delete(alarm);
      this.wake();
    }, delayMs).unref();
    this.alarms.add(alarm);
  }

  /** Claims nothing more; the jobs in hand go on (wait for `inFlight`). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearImmediate(this.soon);
    for (const alarm of this.alarms) clearTimeout(alarm);
    this.alarms.clear();
  }

  private async claimAndStart(): Promise<void> {
    const room = this.options.slots - this.busy;
    let jobs: readonly ClaimedJob<T>[] = [];
    try {
      jobs = await this.options.claim(room);
    } catch {
      // The database is away: look again at the next poll.
    }
    if (jobs.length > 0) this.run(jobs);
    queueMicrotask(() => {
      if (this.stopped) return;
      // A full claim may have left more behind; an empty or partial one means nothing more is due.
      if (jobs.length === room && this.busy < this.options.slots) this.wake();
      else this.poll();
    });
  }

  private run(jobs: readonly ClaimedJob<T>[]): void {
    const started = this.options.start(jobs);
    jobs.forEach((job, i) => {
      this.busy += 1;
      const done: Promise<void> = started[i]
        .catch((error: unknown) => this.options.fail(job, error))
        .catch(() => undefined)
        .finally(() => {
          this.busy -= 1;
          this.inFlight.delete(done);
          // Room again: claim while jobs are coming, so a backlog drains at the handlers' pace; the
          // slots freed in the same turn are claimed together.
          this.soon ??= setImmediate(() => {
            this.soon = undefined;
            this.wake();
          });
        });
      this.inFlight.add(done);
    });
  }

  private poll(): void {
    if (this.stopped || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, this.options.pollMs).unref();
  }
}
