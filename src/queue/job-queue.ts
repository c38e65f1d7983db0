import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig } from '../config';
import { DatabaseConnection, JOB_SCHEMA, QueueName, SqlExecutor, executorOf } from '../database';
import { ClaimedJob, ClaimLoop, StartedJob } from './claim-loop';

/** A job to add: its queue, its data, and when it may first be claimed (at once when absent). */
export interface NewJob {
  readonly queue: QueueName;
  readonly data: object;
  readonly startAfter?: Date;
  /** On a `short` queue, a job added while another with this key waits is not added. */
  readonly singletonKey?: string;
}

/** How long a stop waits for the jobs in hand. */
const STOP_MS = 5000;

/** How long after a failed start the queue tries again. */
const RESTART_MS = 30_000;

/**
 * Parlour's jobs, on pg-boss (PostgreSQL's own row locks, `SKIP LOCKED`):
 * a job is claimed by exactly one worker across every instance, survives a
 * restart, and is claimed again if its worker dies holding it. pg-boss runs
 * over the server's own pool, so on the embedded database it shares the one
 * connection there is (docs/notifications.md says why pg-boss).
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private readonly boss: PgBoss;
  /** Each queue this instance works (work, claimBatches), by name. */
  private readonly loops = new Map<QueueName, Pick<ClaimLoop<unknown>, 'wake' | 'stop' | 'inFlight'>>();
  private started = false;
  private stopping = false;
  private closed = false;
  /** pg-boss's statements under way. */
  private readonly statements = new Set<Promise<void>>();
  private retry: NodeJS.Timeout | undefined;
  /** How long a job may stay claimed before it is claimed again (JOB_EXPIRE). */
  private readonly expireInSeconds: number;
  /** Whether this process works the queues (ROLE `all` or `worker`), or only adds jobs (`web`). */
  private readonly works: boolean;
  /** How often an idle worker asks for work, in seconds (QUEUE_POLL). */
  private readonly pollSeconds: number;

  constructor(db: DatabaseConnection, @Inject(APP_CONFIG) config: AppConfig) {
    this.expireInSeconds = config.JOB_EXPIRE;
    this.works = config.ROLE !== 'web';
    this.pollSeconds = config.QUEUE_POLL;
    // The schema and the queues are installed with the migrations (installJobQueue).
    const pool = executorOf(db.pool);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.query(pool, text, values) },
      schema: JOB_SCHEMA,
      migrate: false,
      schedule: false,
      supervise: true,
      // Maintenance finds expired jobs: a dead worker's job is claimed again one to two JOB_EXPIREs on (and the queue's retryDelay).
      maintenanceIntervalSeconds: config.JOB_EXPIRE,
    });
    this.boss.on('error', (error: Error) => this.logger.warn(`job queue: ${error.message}`));
  }

  /**
   * Starts pg-boss. When it cannot (the database is down, or was never
   * migrated: MIGRATE_ON_START=false before `npm run db:migrate`), the server
   * starts all the same, says so, and tries again every RESTART_MS; jobs added
   * meanwhile fail their callers' transactions, which retry them (the outbox).
   */
  /**
   * pg-boss's statements, counted so that a stop waits for them: one left
   * waiting for a connection when the pool closes would never settle, and the
   * worker waiting on it would never stop. Once stopped, what pg-boss still
   * says (a late job's end) is not written; a job left active is claimed again
   * once it expires.
   */
  private query(pool: SqlExecutor, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.closed) return Promise.resolve({ rows: [] });
    const running = pool.executeSql(text, values);
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.statements.add(settled);
    void settled.then(() => this.statements.delete(settled));
    return running;
  }

  async onModuleInit(): Promise<void> {
    await this.start();
  }

  private async start(): Promise<void> {
    try {
      await this.boss.start();
    } catch (error) {
      this.logger.error(`the job queue cannot start, trying again in ${RESTART_MS / 1000} s: ${String(error)}`);
      this.retry = setTimeout(() => void this.start(), RESTART_MS).unref();
      return;
    }
    this.started = true;
    for (const loop of this.loops.values()) loop.wake();
  }

  /** Adds jobs; inside a transaction when `db` is its connection, so they exist exactly when it commits. */
  async add(jobs: readonly NewJob[], db?: SqlExecutor): Promise<void> {
    if (jobs.length === 0) return;
    const inserts = jobs.map((j) => ({
      name: j.queue,
      data: j.data,
      expireInSeconds: this.expireInSeconds,
      ...(j.startAfter ? { startAfter: j.startAfter } : {}),
      ...(j.singletonKey ? { singletonKey: j.singletonKey } : {}),
    }));
    await this.boss.insert(inserts, db ? { db } : {});
  }

  /**
   * Runs `handle` for each job of the queue, up to `concurrency` at once on
   * this instance (a ClaimLoop, as claimBatches), and completes the job once it
   * has run. A job whose handler throws is failed, to be tried again by pg-boss.
   */
  work<T>(queue: QueueName, concurrency: number, handle: (data: T) => Promise<void>): void {
    this.claimBatches<T>(queue, concurrency, (jobs) =>
      jobs.map((job) => {
        const handled = handle(job.data);
        return { freed: handled, done: handled.then(() => this.boss.complete(queue, job.id)) };
      }),
    );
  }

  /**
   * Works a queue in batches: up to `slots` jobs at work, claimed many a
   * statement as room frees up (ClaimLoop). `start` is handed the jobs claimed
   * together and answers a StartedJob each; it completes each job itself
   * (completeJobsSql, in the statement that records its outcome), and a job whose
   * `done` rejects is failed, to be tried again after the queue's retry delay.
   */
  claimBatches<T>(
    queue: QueueName,
    slots: number,
    start: (jobs: readonly ClaimedJob<T>[]) => readonly StartedJob[],
  ): ClaimLoop<T> {
    const loop = new ClaimLoop<T>({
      slots,
      pollMs: this.pollSeconds * 1000,
      claim: async (limit) => {
        if (!this.started || this.stopping) return [];
        const jobs = await this.boss.fetch<T>(queue, { batchSize: limit });
        return (jobs ?? []).map((job) => ({ id: job.id, data: job.data }));
      },
      start: (jobs) => {
        if (!this.stopping) return start(jobs);
        // Claimed as the server stops: failed, so it is tried again, here after a restart or elsewhere.
        return jobs.map(() => ({
          freed: Promise.resolve(),
          done: Promise.reject(new Error('the server is stopping')),
        }));
      },
      fail: async (job, error) => {
        if (!this.stopping) this.logger.warn(`${queue} job ${job.id} failed, to be tried again: ${String(error)}`);
        await this.boss.fail(queue, job.id, { message: String(error) });
      },
    });
    // A web process adds jobs and leaves them to the workers: its loop never claims.
    if (!this.works) loop.stop();
    this.loops.set(queue, loop);
    loop.wake();
    return loop;
  }

  /** Tells this instance's loop of a queue to look now (jobs just added here), not at its next poll. */
  wake(queue: QueueName): void {
    this.loops.get(queue)?.wake();
  }

  /**
   * Before the pool closes: nothing new is claimed, the jobs in hand finish
   * (5 s at most), and so do pg-boss's statements, the ends of those jobs
   * among them.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    for (const loop of this.loops.values()) loop.stop();
    if (!this.started) return;
    const until = Date.now() + STOP_MS;
    const left = () => new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())).unref());
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_MS });
    const loops = [...this.loops.values()].flatMap((loop) => [...loop.inFlight]);
    await Promise.race([Promise.allSettled(loops), left()]);
    while (this.statements.size > 0 && Date.now() < until) {
      await Promise.race([Promise.allSettled([...this.statements]), left()]);
      await new Promise((r) => setImmediate(r));
    }
    this.closed = true;
  }
}
