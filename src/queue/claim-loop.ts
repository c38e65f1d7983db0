/** A job as claimed: its id (to complete or fail it) and its data. */
export interface ClaimedJob<T> {
  readonly id: string;
  readonly data: T;
}

/** A job started: `freed` when it no longer takes a slot (its work done), `done` when it is completed too. */
export interface StartedJob {
  readonly freed: Promise<void>;
  readonly done: Promise<void>;
}

/** Jobs held at most, in slots or finishing (completed in groups), for each slot: a bound on what a stop waits for. */
const HELD_PER_SLOT = 4;

export interface ClaimLoopOptions<T> {
  /** Jobs at work at most; the loop claims what it has room for, in one statement. */
  readonly slots: number;
  /** How long an idle loop waits before it looks again, unless woken. */
  readonly pollMs: number;
  /** Claims up to `limit` jobs that are due; none when there are none (or the queue is stopping). */
  readonly claim: (limit: number) => Promise<readonly ClaimedJob<T>[]>;
  /**
   * Starts the jobs claimed together, one StartedJob each. A job whose `done`
   * rejects is failed, for the queue to try again.
   */
  readonly start: (jobs: readonly ClaimedJob<T>[]) => readonly StartedJob[];
  readonly fail: (job: ClaimedJob<T>, error: unknown) => Promise<void>;
}

/**
 * Claims jobs in batches and keeps up to `slots` of them at work, each slot
 * freed as its job's work ends (its completion, grouped with others', may
 * follow). One claim is in flight at a time, for all the room
 * there is when it leaves: while it runs, more slots free up, and the next
 * takes them all, so a busy loop claims many jobs a statement and an idle one
 * asks once per `pollMs`. pg-boss's own workers claim a batch and wait for the
 * whole of it; here a slow receiver holds only its own slot.
 */
export class ClaimLoop<T> {
  private busy = 0;
  private claiming = false;
  /** Woken while a claim was under way: what was due then may have come after that claim looked, so look again. */
  private wokenWhileClaiming = false;
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
    if (this.stopped || this.room() === 0) return;
    if (this.claiming) {
      this.wokenWhileClaiming = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.claiming = true;
    this.wokenWhileClaiming = false;
    void this.claimAndStart();
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
    const room = this.room();
    let jobs: readonly ClaimedJob<T>[] = [];
    try {
      jobs = await this.options.claim(room);
    } catch {
      // The database is away: look again at the next poll.
    } finally {
      this.claiming = false;
    }
    if (jobs.length > 0) this.run(jobs);
    queueMicrotask(() => {
      if (this.stopped) return;
      // A full claim may have left more behind; an empty or partial one means nothing more was due when it looked.
      if ((jobs.length === room || this.wokenWhileClaiming) && this.room() > 0) this.wake();
      else this.poll();
    });
  }

  private run(jobs: readonly ClaimedJob<T>[]): void {
    const started = this.options.start(jobs);
    jobs.forEach((job, i) => {
      this.busy += 1;
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        this.busy -= 1;
        this.wakeSoon();
      };
      void started[i].freed.then(free, free);
      const done: Promise<void> = started[i].done
        .catch((error: unknown) => this.options.fail(job, error))
        .catch(() => undefined)
        .finally(() => {
          this.inFlight.delete(done);
          free();
          this.wakeSoon();
        });
      this.inFlight.add(done);
    });
  }

  /**
   * Room again: claim while jobs are coming, so a backlog drains at the
   * handlers' pace; the slots freed in the same turn are claimed together.
   */
  private wakeSoon(): void {
    this.soon ??= setImmediate(() => {
      this.soon = undefined;
      this.wake();
    });
  }

  /** Jobs that may be claimed now: free slots, within what may be held. */
  private room(): number {
    const held = this.options.slots * HELD_PER_SLOT - this.inFlight.size;
    return Math.max(0, Math.min(this.options.slots - this.busy, held));
  }

  private poll(): void {
    if (this.stopped || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, this.options.pollMs).unref();
  }
}
