import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { JobQueue } from '../../queue/job-queue';
import { QUEUES } from '../../queue/job-queue-schema';
import { EmailAlerts } from '../email/email-alerts';
import { KeyedLimiter } from './keyed-limiter';
import { retryDelayMs } from './retry-schedule';
import { webhookPayload } from './webhook-payload';
import { WebhookSender } from './webhook-sender';
import { WebhookDelivery, WebhookEndpoint, WebhooksRepository } from './webhooks.repository';

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

/**
 * Makes one attempt per job: signs and posts the delivery, records the
 * outcome in its log, and, when it failed and the retry schedule is not
 * spent, adds the next attempt's job in the same transaction. A delivery
 * whose retries ran out fails; if nothing reached the endpoint meanwhile,
 * it has failed throughout and is disabled, and its owner is told. A 410
 * Gone disables it at once. A ping is tried once and disables nothing.
 */
@Injectable()
export class WebhookDeliverer implements OnApplicationBootstrap {
  private readonly logger = new Logger('WebhookDeliverer');
  private readonly sender: WebhookSender;
  private readonly perEndpoint: KeyedLimiter;

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
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work<DeliveryJob>(QUEUES.webhookDelivery.name, this.config.WEBHOOK_WORKERS, (job) =>
      this.attempt(job.deliveryId),
    );
  }

  async attempt(deliveryId: string): Promise<void> {
    const found = await this.repo.toAttempt(deliveryId);
    // Delivered, failed (its endpoint was disabled) or deleted meanwhile: nothing is left to do.
    if (!found || found.endpoint.disabledAt !== null) return;
    const { delivery, endpoint, notice } = found;
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
    const retry =
      delay === null
        ? null
        : (db: Parameters<JobQueue['add']>[1]) =>
            // The queue's clock is the database's: the next try is due `delay` from now by any clock.
            this.queue.add(
              [{ queue: QUEUES.webhookDelivery.name, data: { deliveryId }, startAfter: new Date(Date.now() + delay) }],
              db,
            );
    await this.repo.recordAttempt(
      deliveryId,
      {
        at,
        status: result.status,
        latencyMs: result.latencyMs,
        error: result.error,
        delivered: result.ok,
        nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay),
      },
      retry,
    );
    if (result.ok || delay !== null || delivery.type === 'PING') return;
    if (gone) await this.disable(endpoint, 'the endpoint answered 410 Gone');
    else if (!(await this.repo.deliveredSince(endpoint.id, delivery.createdAt)))
      await this.disable(endpoint, failedThroughout(delivery));
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
