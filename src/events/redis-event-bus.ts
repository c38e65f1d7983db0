import { Logger } from '@nestjs/common';
import { Redis, RedisOptions } from 'ioredis';
import { BUS_DOWN_POLL_MS, BusListener, BusMessage, EventBus, Unsubscribe } from './event-bus';

const log = new Logger('EventBus');

/** How long a command may wait for Redis before the bus counts Redis as down (slow is down). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Never queue or retry a command for later: a message that cannot go now is
 * lost (delivery is at most once), and ioredis's retries end in a rejection
 * (MaxRetriesPerRequestError) many seconds later. Reconnect 50 ms more each
 * attempt, a second apart at most, so the bus is back within about a second of Redis.
 */
const OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 50, 1000),
};

interface Channel {
  readonly listeners: Set<BusListener>;
  /** Settles (never rejects) when Redis has confirmed the SUBSCRIBE, or the attempt failed. */
  readonly ready: Promise<void>;
}

/** A promise settled from outside: the subscriber connection's current attempt at holding every channel. */
class Attempt {
  settle: () => void = () => undefined;
  readonly settled = new Promise<void>((resolve) => (this.settle = resolve));
}

/**
 * Channels as Redis pub/sub channels, so a move taken on one instance reaches
 * subscribers on every other. One connection publishes; another (a Redis
 * connection in subscriber mode can do nothing else) holds one Redis
 * subscription per channel that has listeners here. The bus keeps the set
 * of channels itself and subscribes them all again each time the subscriber
 * connects, then tells every listener to look again. Each second both
 * connections are pinged, so a Redis that hangs counts as down as one that
 * is gone; while down, listeners hear an empty message each second.
 */
export class RedisEventBus extends EventBus {
  override readonly spansInstances = true;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Channel>();
  /** The subscriber holds every channel in `channels` since it last connected. */
  private subscribed = false;
  private attempt = new Attempt();
  /** Something published may have missed a listener: the connection was lost, or a subscribe stopped waiting for it. */
  private missed = false;
  /** A publish or a ping of the publisher failed, and none has succeeded since. */
  private publisherFailing = false;
  /** The last fault seen, for the log line that says the bus is down. */
  private fault = 'not connected yet';
  private wasDelivering = true;
  private readonly timer: NodeJS.Timeout;

  constructor(url: string) {
    super();
    // A move announces on several channels at once: one write for the lot.
    this.publisher = new Redis(url, { ...OPTIONS, enableAutoPipelining: true });
    // No ready check (an INFO) on the subscriber: it is ready once connected, and SUBSCRIBEs right then.
    this.subscriber = new Redis(url, { ...OPTIONS, enableReadyCheck: false, autoResubscribe: false });
    for (const connection of [this.publisher, this.subscriber]) {
      // ioredis reconnects by itself; unheard, its errors would print as "Unhandled error event".
      // Each attempt during an outage errs: the log says once that the bus is down (see `tick`).
      connection.on('error', (error: Error) => (this.fault = error.message));
    }
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, parsed(text)));
    this.subscriber.on('ready', () => void this.resubscribe());
    this.subscriber.on('close', () => {
      this.subscribed = false;
      this.missed = true;
      this.attempt.settle();
      this.attempt = new Attempt();
    });
    this.timer = setInterval(() => this.tick(), BUS_DOWN_POLL_MS).unref();
  }

  override get delivering(): boolean {
    return (
      this.subscribed &&
      this.subscriber.status === 'ready' &&
      this.publisher.status === 'ready' &&
      !this.publisherFailing
    );
  }

  override async publish(channel: string, message: BusMessage): Promise<void> {
    try {
      await this.publisher.publish(channel, JSON.stringify(message));
      this.publisherFailing = false;
    } catch (error) {
      this.publisherFailed(error);
    }
  }

  override async subscribe(channel: string, listener: BusListener): Promise<Unsubscribe> {
    let entry = this.channels.get(channel);
    if (!entry) {
      // Not connected: the next connection subscribes every channel, this one among them.
      const ready = this.subscriber.status === 'ready' ? this.subscribeOne(channel) : this.attempt.settled;
      entry = { listeners: new Set(), ready };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    const subscribed = entry;
    // Waits for a connection being made (as at startup), but not on one known lost, nor past a command's timeout.
    const confirmed = this.subscriber.status !== 'reconnecting' && (await within(COMMAND_TIMEOUT_MS, subscribed.ready));
    if (!confirmed) this.missed = true;
    return async () => {
      subscribed.listeners.delete(listener);
      if (subscribed.listeners.size > 0 || this.channels.get(channel) !== subscribed) return;
      this.channels.delete(channel);
      // Not connected: the next connection leaves it out. A Redis subscription left behind only delivers to nobody.
      if (this.subscriber.status === 'ready') await this.subscriber.unsubscribe(channel).catch(() => undefined);
    };
  }

  override async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(
      [this.publisher, this.subscriber].map((connection) =>
        connection.status === 'ready'
          ? connection.quit().then(
              () => undefined,
              () => connection.disconnect(),
            )
          : connection.disconnect(),
      ),
    );
  }

  private subscribeOne(channel: string): Promise<void> {
    return this.subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => this.subscriberFailed(error),
    );
  }

  /** On each connection: every channel at once, then, unless nothing can have been missed, every listener looks again. */
  private async resubscribe(): Promise<void> {
    const attempt = this.attempt;
    const names = [...this.channels.keys()];
    try {
      if (names.length > 0) await this.subscriber.subscribe(...names);
    } catch (error) {
      return this.subscriberFailed(error);
    }
    if (attempt !== this.attempt) return;
    this.subscribed = true;
    attempt.settle();
    if (this.missed) this.lookAgain();
    this.missed = false;
  }

  /** The subscriber's state is no longer known: reconnect, which subscribes every channel again. */
  private subscriberFailed(error: unknown): void {
    this.fault = (error as Error).message;
    this.subscribed = false;
    if (this.subscriber.status === 'ready') this.subscriber.disconnect(true);
  }

  private publisherFailed(error: unknown): void {
    this.fault = (error as Error).message;
    this.publisherFailing = true;
  }

  /** Each BUS_DOWN_POLL_MS: listeners look again while the bus is down and once when it is back; both connections are probed. */
  private tick(): void {
    const delivering = this.delivering;
    if (!delivering || !this.wasDelivering) this.lookAgain();
    if (!delivering && this.wasDelivering)
      log.warn(
        `Redis unreachable (${this.fault}): until it is back, feeds read the database every ${BUS_DOWN_POLL_MS} ms`,
      );
    if (delivering && !this.wasDelivering) log.log('Redis is back: feeds hear every instance through it again');
    this.wasDelivering = delivering;
    if (this.subscriber.status === 'ready')
      this.subscriber.ping().catch((error: unknown) => this.subscriberFailed(error));
    if (this.publisher.status === 'ready')
      this.publisher.ping().then(
        () => (this.publisherFailing = false),
        (error: unknown) => this.publisherFailed(error),
      );
  }

  private lookAgain(): void {
    for (const channel of this.channels.keys()) this.deliver(channel, {});
  }

  private deliver(channel: string, message: BusMessage | null): void {
    if (message === null) return;
    for (const listener of this.channels.get(channel)?.listeners ?? []) listener(message);
  }
}

/** A message as published here, or null for anything else on the channel. */
function parsed(text: string): BusMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as BusMessage) : null;
  } catch {
    return null;
  }
}

/** True when `work` settles within `ms`. */
function within(ms: number, work: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}
