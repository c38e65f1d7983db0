import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Clock, DomainError, parseInput, withRowCursor } from '../../common';
import { APP_CONFIG, AppConfig } from '../../config';
import { Page } from '../../matches';
import { JobQueue } from '../../queue';
import { QUEUES } from '../../database';
import { checkEndpointAddress } from './endpoint-address';
import {
  createEndpointSchema,
  deliveryCursor,
  deliveryPageSchema,
  endpointCursor,
  endpointPageSchema,
  rotateSecretSchema,
  updateEndpointSchema,
} from './webhook-input';
import { newWebhookSecret } from './webhook-signature';
import { WebhookDelivery, WebhookEndpoint, WebhooksRepository } from './webhooks.repository';

const HOUR_MS = 3_600_000;

/** An endpoint and its signing secret, shown this once. */
export interface EndpointWithSecret {
  readonly endpoint: WebhookEndpoint;
  readonly secret: string;
}

/** A player's webhook endpoints: registration (its address checked), changes, rotation, pings, the log, redelivery. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(playerId: string, input: unknown): Promise<EndpointWithSecret> {
    const { url, events, description } = parseInput(createEndpointSchema, input);
    const checked = await this.checkedUrl(url);
    if ((await this.repo.countOf(playerId)) >= this.config.WEBHOOK_MAX_ENDPOINTS)
      throw new DomainError(
        'TOO_MANY_ENDPOINTS',
        `a player may register ${this.config.WEBHOOK_MAX_ENDPOINTS} webhook endpoints; delete one first`,
        { limit: this.config.WEBHOOK_MAX_ENDPOINTS },
      );
    const secret = newWebhookSecret();
    const endpoint = await this.repo.create({
      id: randomUUID(),
      playerId,
      url: checked,
      description,
      events,
      secret,
      previousSecret: null,
      previousExpiresAt: null,
      createdAt: this.clock.now(),
      disabledAt: null,
      disabledReason: null,
    });
    return { endpoint, secret };
  }

  async list(playerId: string, page: unknown = {}): Promise<Page<WebhookEndpoint>> {
    const { cursor, limit } = parseInput(endpointPageSchema, page);
    return withRowCursor(endpointCursor, await this.repo.list(playerId, cursor?.id ?? null, limit));
  }

  async get(playerId: string, id: string): Promise<WebhookEndpoint> {
    const found = z.uuid().safeParse(id).success ? await this.repo.find(playerId, id) : null;
    // Someone else's endpoint is "not found" too.
    if (!found) throw new DomainError('NOT_FOUND', 'no such webhook endpoint');
    return found;
  }

  async update(playerId: string, id: string, input: unknown): Promise<WebhookEndpoint> {
    const { url, events, description, enabled } = parseInput(updateEndpointSchema, input);
    const current = await this.get(playerId, id);
    const checked = url === undefined ? undefined : await this.checkedUrl(url);
    const updated = await this.repo.update(playerId, id, { url: checked, events, description });
    if (!updated) throw new DomainError('NOT_FOUND', 'no such webhook endpoint');
    if (enabled === true && current.disabledAt !== null) return this.enable(playerId, id);
    if (enabled === false && current.disabledAt === null) {
      // As when Parlour disables it: its pending deliveries fail, each keeping its own last error.
      await this.repo.disable(id, this.clock.now(), 'disabled by its owner');
      return this.get(playerId, id);
    }
    return updated;
  }

  /**
   * Enabled again, it is sent what it missed while disabled: every notice
   * handed over to its owner since, for a reason it takes, that is still kept
   * (NOTICE_RETENTION), as new deliveries.
   */
  private async enable(playerId: string, id: string): Promise<WebhookEndpoint> {
    const enabled = await this.repo.enable(playerId, id, this.clock.now(), (deliveryIds, db) =>
      this.queue.add(
        deliveryIds.map((deliveryId) => ({ queue: QUEUES.webhookDelivery.name, data: { deliveryId } })),
        db,
      ),
    );
    // Enabled meanwhile by another request (which caught up), or deleted.
    if (!enabled) return this.get(playerId, id);
    if (enabled.caughtUp > 0) this.queue.wake(QUEUES.webhookDelivery.name);
    return enabled.endpoint;
  }

  async remove(playerId: string, id: string): Promise<void> {
    const removed = z.uuid().safeParse(id).success && (await this.repo.remove(playerId, id));
    if (!removed) throw new DomainError('NOT_FOUND', 'no such webhook endpoint');
  }

  /** A new secret; the old one signs deliveries as well for `graceHours`, so receivers can switch over. */
  async rotate(playerId: string, id: string, input: unknown = {}): Promise<EndpointWithSecret> {
    const { graceHours } = parseInput(rotateSecretSchema, input);
    await this.get(playerId, id);
    const secret = newWebhookSecret();
    const until = new Date(this.clock.millis() + graceHours * HOUR_MS);
    const endpoint = await this.repo.rotate(playerId, id, secret, until);
    if (!endpoint) throw new DomainError('NOT_FOUND', 'no such webhook endpoint');
    return { endpoint, secret };
  }

  /** A PING delivery, tried once, to see that the endpoint receives and verifies. */
  async ping(playerId: string, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.enabled(playerId, id);
    const deliveryId = randomUUID();
    return this.deliver({
      id: deliveryId,
      endpointId: endpoint.id,
      noticeId: null,
      messageId: `ping_${deliveryId}`,
      type: 'PING',
    });
  }

  async deliveries(playerId: string, id: string, page: unknown = {}): Promise<Page<WebhookDelivery>> {
    const { cursor, limit } = parseInput(deliveryPageSchema, page);
    await this.get(playerId, id);
    return withRowCursor(deliveryCursor, await this.repo.deliveries(id, cursor?.id ?? null, limit));
  }

  /** The notice of an earlier delivery sent again, under the same webhook-id, as a new delivery with its own log. */
  async redeliver(playerId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const endpoint = await this.enabled(playerId, id);
    const earlier = z.uuid().safeParse(deliveryId).success ? await this.repo.delivery(endpoint.id, deliveryId) : null;
    if (!earlier) throw new DomainError('NOT_FOUND', 'no such delivery of this endpoint');
    const { noticeId, messageId, type } = earlier;
    return this.deliver({ id: randomUUID(), endpointId: endpoint.id, noticeId, messageId, type });
  }

  private async enabled(playerId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.get(playerId, id);
    if (endpoint.disabledAt !== null)
      throw new DomainError('ENDPOINT_DISABLED', 'the endpoint is disabled; enable it first (enabled: true)', {
        disabledReason: endpoint.disabledReason ?? '',
      });
    return endpoint;
  }

  private async deliver(
    d: Pick<WebhookDelivery, 'id' | 'endpointId' | 'noticeId' | 'messageId' | 'type'>,
  ): Promise<WebhookDelivery> {
    const delivery = await this.repo.addDelivery({ ...d, createdAt: this.clock.now() }, (db) =>
      this.queue.add([{ queue: QUEUES.webhookDelivery.name, data: { deliveryId: d.id } }], db),
    );
    this.queue.wake(QUEUES.webhookDelivery.name);
    return delivery;
  }

  /** The URL as it will be posted to, or WEBHOOK_URL_REFUSED saying why not. */
  private async checkedUrl(url: string): Promise<string> {
    const checked = await checkEndpointAddress(url, { allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE });
    if (!checked.ok)
      throw new DomainError('WEBHOOK_URL_REFUSED', `url: ${checked.reason}`, {
        field: 'url',
        problem: checked.problem,
      });
    return checked.url.toString();
  }
}
