import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DatabaseConnection } from '../database/database-connection';
import { JOB_SCHEMA, QueueName, SqlExecutor, executorOf } from './job-queue-schema';

/** A job to add: its queue, its data, and when it may first be claimed (at once when absent). */
export interface NewJob {
  readonly queue: QueueName;
  readonly data: object;
  readonly startAfter?: Date;
}

/** How often an idle worker asks for work: also how late a job another instance added is seen at worst. */
const POLL_SECONDS = 1;

/** How long pg-boss's stopped workers take to notice (its own one-second check), with a margin. */
const WORKER_WIND_DOWN_MS = 1100;

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
  private readonly workers = new Map<QueueName, string[]>();
  /** Handlers asked for before the queue could start, registered once it has. */
  private readonly pending: (() => Promise<void>)[] = [];
  private started = false;
  private stopping = false;
  private closed = false;
  /** Whether a handler ran, or was refused, once stopping began. */
  private busyWhileStopping = false;
  /** Handlers running now on this instance. */
  private readonly inFlight = new Set<Promise<void>>();
  private retry: NodeJS.Timeout | undefined;

  constructor(db: DatabaseConnection) {
    // The schema and the queues are installed with the migrations (installJobQueue).
    const pool = executorOf(db.pool);
    this.boss = new PgBoss({
      // Once stopped, what pg-boss still says (a late job's end) is not written: the pool may be closed.
      // A job left active is claimed again once it expires.
      db: {
        executeSql: (text, values) => (this.closed ? Promise.resolve({ rows: [] }) : pool.executeSql(text, values)),
      },
      schema: JOB_SCHEMA,
      migrate: false,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: 120,
    });
    this.boss.on('error', (error: Error) => this.logger.warn(`job queue: ${error.message}`));
  }

  /**
   * Starts pg-boss. When it cannot (the database is down, or was never
   * migrated: MIGRATE_ON_START=false before `npm run db:migrate`), the server
   * starts all the same, says so, and tries again every RESTART_MS; jobs added
   * meanwhile fail their callers' transactions, which retry them (the outbox).
   */
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
    for (const register of this.pending.splice(0)) await register();
  }

  /** Adds jobs; inside a transaction when `db` is its connection, so they exist exactly when it commits. */
  async add(jobs: readonly NewJob[], db?: SqlExecutor): Promise<void> {
    if (jobs.length === 0) return;
    const inserts = jobs.map((j) => ({
      name: j.queue,
      data: j.data,
      ...(j.startAfter ? { startAfter: j.startAfter } : {}),
    }));
    await this.boss.insert(inserts, db ? { db } : {});
  }

  /**
   * Runs `handle` for each job of the queue, up to `concurrency` at once on
   * this instance. A job whose handler throws is tried again by pg-boss.
   */
  async work<T extends object>(
    queue: QueueName,
    concurrency: number,
    handle: (data: T) => Promise<void>,
  ): Promise<void> {
    if (!this.started) {
      this.pending.push(() => this.work(queue, concurrency, handle));
      return;
    }
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      const id: string = await this.boss.work<T>(
        queue,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (this.stopping) {
            // Fetched as the server stops: failed, so it is tried again, here after a restart or elsewhere.
            this.busyWhileStopping = true;
            throw new Error('the server is stopping');
          }
          const running = handle(job.data);
          this.inFlight.add(running);
          try {
            await running;
          } catch (error) {
            if (this.stopping) throw error;
            this.logger.warn(`${queue} job ${job.id} failed, to be tried again: ${String(error)}`);
            throw error;
          } finally {
            this.inFlight.delete(running);
          }
          // pg-boss waits out its polling interval after every fetch unless told to look: a worker that
          // has just done a job looks again at once, so a backlog drains at the handlers' pace, not at
          // `concurrency` jobs a second (docs/benchmarks.md, bench:notify). An empty fetch then waits.
          this.boss.notifyWorker(id);
        },
      );
      ids.push(id);
    }
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), ...ids]);
  }

  /** Tells this instance's idle workers of a queue to look now (jobs just added here), not at their next poll. */
  wake(queue: QueueName): void {
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Before the pool closes: nothing new is claimed, and the jobs in hand
   * finish (5 s at most). pg-boss records a job's end after its handler
   * returns, and its workers wind down on a timer of their own (a second), so
   * a stop with jobs in hand waits that long too: else pg-boss would write to
   * a closed pool.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    if (!this.started) return;
    this.busyWhileStopping = this.inFlight.size > 0;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, 5000).unref())]);
    await new Promise((r) => setTimeout(r, 50));
    if (this.busyWhileStopping) await new Promise((r) => setTimeout(r, WORKER_WIND_DOWN_MS));
    this.closed = true;
  }
}
