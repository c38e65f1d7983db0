import { Page } from '../../matches';
import { QueueName, SqlExecutor } from '../../database';

export interface WebhookEndpoint {
  readonly id: string;
  readonly playerId: string;
  readonly url: string;
  readonly description: string;
  readonly events: readonly string[];
  readonly secret: string;
  readonly previousSecret: string | null;
  readonly previousExpiresAt: Date | null;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
  readonly disabledReason: string | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly noticeId: string | null;
  readonly messageId: string;
  readonly type: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastStatus: number | null;
  readonly lastLatencyMs: number | null;
  readonly lastError: string | null;
  readonly lastAttemptAt: Date | null;
  readonly nextAttemptAt: Date | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  /** The notice's match and seq; null for a ping. */
  readonly matchId: string | null;
  readonly seq: number | null;
}

/** A delivery with what its attempt needs: the endpoint, and the notice's body and time (null for a ping). */
export interface DeliveryToAttempt {
  readonly delivery: WebhookDelivery;
  readonly endpoint: WebhookEndpoint;
  readonly notice: { readonly body: unknown; readonly createdAt: Date } | null;
}

/** One attempt's outcome, as the delivery log records it. */
export interface AttemptRecord {
  readonly deliveryId: string;
  readonly at: Date;
  readonly status: number | null;
  readonly latencyMs: number;
  readonly error: string | null;
  /** Delivered; else failed for good when nextAttemptAt is null, or to be tried again then. */
  readonly delivered: boolean;
  readonly nextAttemptAt: Date | null;
}

export type EndpointChange = Partial<Pick<WebhookEndpoint, 'url' | 'description' | 'events'>>;

/** The one place that reads and writes webhook endpoints and their delivery logs. */
export abstract class WebhooksRepository {
  abstract create(endpoint: WebhookEndpoint): Promise<WebhookEndpoint>;
  abstract countOf(playerId: string): Promise<number>;
  /** The player's endpoint, or null (another's is null too). */
  abstract find(playerId: string, id: string): Promise<WebhookEndpoint | null>;
  abstract list(playerId: string, cursor: string | null, limit: number): Promise<Page<WebhookEndpoint>>;
  abstract update(playerId: string, id: string, change: EndpointChange): Promise<WebhookEndpoint | null>;
  abstract rotate(
    playerId: string,
    id: string,
    secret: string,
    previousExpiresAt: Date,
  ): Promise<WebhookEndpoint | null>;
  abstract remove(playerId: string, id: string): Promise<boolean>;
  /** The endpoint's delivery log, newest first. */
  abstract deliveries(endpointId: string, cursor: string | null, limit: number): Promise<Page<WebhookDelivery>>;
  abstract delivery(endpointId: string, id: string): Promise<WebhookDelivery | null>;
  /**
   * A new pending delivery (a ping, or a notice again), and its job added by
   * `enqueue` on the same transaction.
   */
  abstract addDelivery(
    delivery: Pick<WebhookDelivery, 'id' | 'endpointId' | 'noticeId' | 'messageId' | 'type' | 'createdAt'>,
    enqueue: (db: SqlExecutor) => Promise<void>,
  ): Promise<WebhookDelivery>;
  /** The pending deliveries among `deliveryIds`, to attempt, by id: one read for a batch of jobs. */
  abstract toAttempt(deliveryIds: readonly string[]): Promise<ReadonlyMap<string, DeliveryToAttempt>>;
  /**
   * Records many attempts and completes their jobs in one statement; when
   * `enqueue` is given, it adds the next attempts' jobs in the same transaction.
   */
  abstract recordAttempts(
    attempts: readonly AttemptRecord[],
    jobs: { readonly queue: QueueName; readonly ids: readonly string[] },
    enqueue: ((db: SqlExecutor) => Promise<void>) | null,
  ): Promise<void>;
  /** Whether anything reached the endpoint at or after `since`. */
  abstract deliveredSince(endpointId: string, since: Date): Promise<boolean>;
  /**
   * Disables an enabled endpoint and fails its pending deliveries, in one
   * transaction, each keeping the error of its last attempt (the reason when
   * it had none); false when it was already disabled or is gone.
   */
  abstract disable(endpointId: string, at: Date, reason: string): Promise<boolean>;
  /**
   * Enables a disabled endpoint of the player and, in the same transaction,
   * writes a delivery of every notice it missed: handed over to the player
   * since the endpoint was disabled, for a reason it takes, and still kept
   * (NOTICE_RETENTION). `enqueue` adds their jobs there too. Null when the
   * endpoint is not the player's, or not disabled.
   */
  abstract enable(
    playerId: string,
    id: string,
    at: Date,
    enqueue: (deliveryIds: readonly string[], db: SqlExecutor) => Promise<void>,
  ): Promise<{ endpoint: WebhookEndpoint; caughtUp: number } | null>;
}
