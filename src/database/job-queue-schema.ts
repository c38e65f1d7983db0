import PgBoss from 'pg-boss';
import { Pool } from 'pg';

/** The PostgreSQL schema pg-boss keeps its tables in, beside Prisma's. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The queues and how pg-boss treats a job of theirs. A handler records its own
 * outcome, so pg-boss's retries only cover a worker that died or hung with a
 * job claimed: it is claimed again once it expires. `expireInSeconds` is the
 * queue's stored default; every job is added with JOB_EXPIRE's (the same 120 s
 * unless set), so a test can shorten it.
 */
export const QUEUES = {
  /** One attempt at one webhook delivery (WebhookDelivery); the next attempt is a new job. */
  webhookDelivery: { name: 'webhook-delivery', expireInSeconds: 120, retryLimit: 5, retryDelay: 10 },
  /** One notice for a player's email (the email module decides whether, and when, to send). */
  emailAlert: { name: 'email-alert', expireInSeconds: 120, retryLimit: 10, retryDelay: 60, retryBackoff: true },
  /**
   * A built-in bot's move at one seq (src/bots/play/bot-mover.ts). `short`: one job waiting per
   * singleton key (match, seq, bot), however often it is added.
   */
  botMove: { name: 'bot-move', expireInSeconds: 120, retryLimit: 5, retryDelay: 5, policy: 'short' },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * pg-boss 10's completion of active jobs (its plans.js, completeJobs), as a
 * statement to put in a WITH clause: a caller that records its jobs' outcomes
 * completes them in the same statement, one round trip for both. `queue` and
 * `ids` name the statement's parameters (a queue name, a uuid[]).
 */
export function completeJobsSql(queue: string, ids: string): string {
  return `UPDATE ${JOB_SCHEMA}.job SET completed_on = now(), state = 'completed'
    WHERE name = ${queue} AND id = ANY(${ids}::uuid[]) AND state = 'active'`;
}

/** pg-boss's view of a connection: ours, so the embedded database's single connection is shared, never doubled. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function executorOf(client: Pick<Pool, 'query'>): SqlExecutor {
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The advisory lock instances take turns on to install the queue (an arbitrary constant, Parlour's own). */
const INSTALL_LOCK = 7_253_310_250;

/**
 * Creates pg-boss's schema (or brings it to this pg-boss's version) and the
 * queues: part of migrating the database, so a server started with
 * MIGRATE_ON_START=false, and every test database copied from a template,
 * finds them in place. Instances starting together take turns (an advisory
 * lock): creating a queue creates its table, and two at once deadlock. It runs
 * on the one connection that holds the lock, so the embedded database's
 * single connection is enough.
 */
export async function installJobQueue(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK]);
    const boss = new PgBoss({ db: executorOf(client), schema: JOB_SCHEMA, supervise: false, schedule: false });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      for (const queue of Object.values(QUEUES)) {
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, { ...queue });
      }
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [INSTALL_LOCK]).catch(() => undefined);
    client.release();
  }
}
