import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { BusListener, BusMessage, EventBus, Unsubscribe } from './event-bus';

const log = new Logger('EventBus');

interface Channel {
  readonly listeners: Set<BusListener>;
  /** Settles when Redis has confirmed the SUBSCRIBE. */
  readonly ready: Promise<unknown>;
}

/**
 * Channels as Redis pub/sub channels, so a move taken on one instance reaches
 * subscribers on every other. One connection publishes; another (a Redis
 * connection in subscriber mode can do nothing else) holds one Redis
 * subscription per channel that has listeners here.
 */
export class RedisEventBus extends EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Channel>();
  private connectedOnce = false;
  override readonly spansInstances = true;

  constructor(url: string) {
    super();
    // A move announces on several channels at once: one write for the lot.
    this.publisher = new Redis(url, { lazyConnect: false, enableAutoPipelining: true });
    // No ready check (an INFO) on the subscriber: ioredis writes SUBSCRIBE as soon as the
    // socket connects, a SUBSCRIBE sent before the INFO made the check fail, and the
    // reconnection that followed lost that subscription, silently (seen when workers start).
    this.subscriber = new Redis(url, { lazyConnect: false, enableReadyCheck: false });
    for (const [role, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      // ioredis reconnects by itself; unheard, its errors would print as "Unhandled error event".
      connection.on('error', (error: Error) => log.warn(`Redis ${role}: ${error.message}`));
    }
    this.subscriber.on('message', (channel: string, text: string) =>
      this.deliver(channel, JSON.parse(text) as BusMessage),
    );
    // ioredis subscribes again after a reconnect; what was published while it was away is lost.
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) for (const channel of this.channels.keys()) this.deliver(channel, {});
      this.connectedOnce = true;
    });
  }

  override async publish(channel: string, message: BusMessage): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
  }

  override async subscribe(channel: string, listener: BusListener): Promise<Unsubscribe> {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), ready: this.subscriber.subscribe(channel) };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    const subscribed = entry;
    await subscribed.ready;
    return async () => {
      subscribed.listeners.delete(listener);
      if (subscribed.listeners.size > 0 || this.channels.get(channel) !== subscribed) return;
      this.channels.delete(channel);
      await this.subscriber.unsubscribe(channel);
    };
  }

  private deliver(channel: string, message: BusMessage): void {
    for (const listener of this.channels.get(channel)?.listeners ?? []) listener(message);
  }

  override async close(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]);
  }
}
