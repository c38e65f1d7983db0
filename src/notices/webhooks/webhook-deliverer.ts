import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../common';
import { APP_CONFIG, AppConfig, HELD_ROUNDS_PER_ENDPOINT } from '../../config';
import { ClaimLoop, ClaimedJob, GroupCommit, JobQueue, StartedJob } from '../../queue';
import { QUEUES } from '../../database';
import { EmailAlerts } from '../email/email-alerts';
import { KeyedLimiter } from './keyed-limiter';
import { retryDelayMs } from './retry-schedule';
import { webhookPayload } from './webhook-payload';
import { DeliveryResult, WebhookSender } from './webhook-sender';
import {
  AttemptRecord,
  DeliveryToAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksRepository,
} from './webhooks.repository';

/** A retry is looked for this long after it is due, so that the database's clock has passed its start too. */
const DUE_MARGIN_MS = 15;

/** What a webhook-delivery job carries. */
export interface DeliveryJob {
  readonly deliveryId: string;
}

/** The secrets a delivery is signed with: the current one first, then the previous one while its grace lasts. */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
  const { secret, previousSecret, previousExpiresAt } = endpoint;
  return previousSecret !== null && previousExpiresAt !== null && previousExpiresAt > now
    ? [secret, previousSecret]
    : [secret];
}

/** What an attempt leaves to record: its delivery's log entry (none when nothing was left to do) and its job. */
interface Attempted {
  readonly jobId: string;
  readonly record: AttemptRecord | null;
  /** When the next attempt is due, from now, in ms; null when there is none. */
  readonly retryInMs: number | null;
  /** Not attempted, its endpoint busy: the delivery whose job is added again, DEFER_MS on. */
  readonly deferred?: string;
}

/** How long a job put back for its busy endpoint waits to be claimed again. */
const DEFER_MS = 1_000;

/** An attempt made (or found needless): its record, and what decides whether its endpoint is disabled. */
interface Sent {
  readonly attempted: Attempted;
  readonly found: DeliveryToAttempt | null;
  readonly result: DeliveryResult | null;
}

/**
 * Makes one attempt per job: signs and posts the delivery, records the
 * outcome in its log, and, when it failed and the retry schedule is not
 * spent, adds the next attempt's job in the same transaction. Jobs are
 * claimed in batches (ClaimLoop), read in one statement a batch, and their
 * outcomes recorded many a transaction: each attempt's record waits for the
 * transaction under way, and goes with every other that came meanwhile
 * (GroupCommit), which also completes their jobs. A delivery whose retries
 * ran out fails; if nothing reached the endpoint meanwhile, it has failed
 * throughout and is disabled, and its owner is told. A 410 Gone disables it
 * at once. A ping is tried once and disables nothing.
 */
@Injectable()
export class WebhookDeliverer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('WebhookDeliverer');
  private readonly sender: WebhookSender;
  private readonly perEndpoint: KeyedLimiter;
  private readonly records: GroupCommit<Attempted>;
  private loop: ClaimLoop<DeliveryJob> | null = null;

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    /** Tells an endpoint's owner it was disabled, when they have a verified address. */
    private readonly owners: EmailAlerts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sender = new WebhookSender({
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: config.WEBHOOK_TIMEOUT * 1000,
      now: () => clock.millis(),
    });
    this.perEndpoint = new KeyedLimiter(config.WEBHOOK_ENDPOINT_CONCURRENCY);
    this.records = new GroupCommit((attempted) => this.record(attempted));
  }

  onApplicationBootstrap(): void {
    this.loop = this.queue.claimBatches<DeliveryJob>(QUEUES.webhookDelivery.name, this.config.WEBHOOK_WORKERS, (jobs) =>
      this.start(jobs),
    );
  }

  beforeApplicationShutdown(): void {
    this.sender.close();
  }

  private start(jobs: readonly ClaimedJob<DeliveryJob>[]): StartedJob[] {
    const found = this.repo.toAttempt(jobs.map((job) => job.data.deliveryId));
    return jobs.map((job) => {
      const sent = found.then((all) => this.send(job.id, all.get(job.data.deliveryId)));
      // Its slot is free once the attempt is made: its record goes with others' (GroupCommit).
      return { freed: sent.then(() => undefined), done: sent.then((outcome) => this.finish(outcome)) };
    });
  }

  /** The attempt, when there is one to make: what it leaves to record and to decide. */
  private async send(jobId: string, found: DeliveryToAttempt | undefined): Promise<Sent> {
    // Delivered, failed (its endpoint was disabled) or deleted meanwhile: only the job is left to complete.
    if (found === undefined || found.endpoint.disabledAt !== null)
      return { attempted: { jobId, record: null, retryInMs: null }, found: null, result: null };
    const { delivery, endpoint, notice } = found;
    const held = this.perEndpoint.running(endpoint.id) + this.perEndpoint.waiting(endpoint.id);
    if (held >= HELD_ROUNDS_PER_ENDPOINT * this.perEndpoint.maxPerKey)
      return { attempted: { jobId, record: null, retryInMs: null, deferred: delivery.id }, found: null, result: null };
    const body = notice
      ? webhookPayload(delivery.type, notice.createdAt, notice.body)
      : webhookPayload('PING', delivery.createdAt, { endpointId: endpoint.id });
    const result = await this.perEndpoint.run(endpoint.id, () =>
      this.sender.send({
        url: endpoint.url,
        id: delivery.messageId,
        body,
        secrets: signingSecrets(endpoint, this.clock.now()),
      }),
    );
    const gone = result.status === 410;
    const delay =
      result.ok || gone || delivery.type === 'PING'
        ? null
        : retryDelayMs(
            this.config.WEBHOOK_RETRY_DELAYS,
            delivery.attempts + 1,
            Math.random(),
            result.retryAfterSeconds,
          );
    const at = this.clock.now();
    const record: AttemptRecord = {
      deliveryId: delivery.id,
      at,
      status: result.status,
      latencyMs: result.latencyMs,
      error: result.error,
      delivered: result.ok,
      nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay),
    };
    return { attempted: { jobId, record, retryInMs: delay }, found, result };
  }

  /** Records the attempt, then disables an endpoint that answered 410 or failed throughout. */
  private async finish({ attempted, found, result }: Sent): Promise<void> {
    await this.records.add(attempted);
    const delay = attempted.retryInMs;
    // The queue polls every QUEUE_POLL: a retry due sooner is looked for when it is due (WEBHOOK_RETRY_DELAYS under it).
    if (delay !== null && delay < this.config.QUEUE_POLL * 1000) this.loop?.wakeIn(delay + DUE_MARGIN_MS);
    if (found === null || result === null || result.ok || delay !== null || found.delivery.type === 'PING') return;
    const { delivery, endpoint } = found;
    if (result.status === 410) await this.disable(endpoint, 'the endpoint answered 410 Gone');
    else if (!(await this.repo.deliveredSince(endpoint.id, delivery.createdAt)))
      await this.disable(endpoint, failedThroughout(delivery));
  }

  /** Records attempts together, with their next attempts' jobs, and completes their jobs: one transaction. */
  private async record(attempted: readonly Attempted[]): Promise<void> {
    // The queue's clock is the database's: the next try is due `delay` from now by any clock.
    const again = (deliveryId: string, inMs: number) => ({
      queue: QUEUES.webhookDelivery.name,
      data: { deliveryId },
      startAfter: new Date(Date.now() + inMs),
    });
    const retries = attempted.flatMap((a) =>
      a.deferred !== undefined
        ? [again(a.deferred, DEFER_MS)]
        : a.record === null || a.retryInMs === null
          ? []
          : [again(a.record.deliveryId, a.retryInMs)],
    );
    await this.repo.recordAttempts(
      attempted.flatMap((a) => (a.record === null ? [] : [a.record])),
      { queue: QUEUES.webhookDelivery.name, ids: attempted.map((a) => a.jobId) },
      retries.length === 0 ? null : (db) => this.queue.add(retries, db),
    );
  }

  private async disable(endpoint: WebhookEndpoint, reason: string): Promise<void> {
    if (!(await this.repo.disable(endpoint.id, this.clock.now(), reason))) return;
    this.logger.warn(`webhook endpoint ${endpoint.id} disabled: ${reason}`);
    await this.owners
      .tell(
        endpoint.playerId,
        'Your Parlour webhook endpoint was disabled',
        `Parlour disabled your webhook endpoint ${endpoint.url} (${endpoint.id}): ${reason}.\n` +
          'Nothing is sent to it until you enable it again (PATCH /api/webhooks/{id} with {"enabled": true}); ' +
          'its delivery log says what each attempt got.',
      )
      .catch((error: unknown) => this.logger.warn(`telling the owner of ${endpoint.id}: ${String(error)}`));
  }
}

function failedThroughout(delivery: WebhookDelivery): string {
  return `every delivery since ${delivery.createdAt.toISOString()} failed, the last after ${delivery.attempts + 1} attempts`;
}
