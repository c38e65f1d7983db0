import { EventEmitter } from 'node:events';
import { BusListener, BusMessage, EventBus, Unsubscribe } from './event-bus';

/** One instance alone (embedded mode): channels are events on an emitter. */
export class InProcessEventBus extends EventBus {
  override readonly spansInstances = false;

  /** An emitter never drops a message. */
  override readonly delivering = true;
  private readonly emitter = new EventEmitter();

  constructor() {
    super();
    // Every subscriber of a busy match listens on its channel.
    this.emitter.setMaxListeners(0);
  }

  override async publish(channel: string, message: BusMessage): Promise<void> {
    // Most channels have no listener (nobody watching that match or player): skip the copy.
    if (this.emitter.listenerCount(channel) === 0) return;
    // As over Redis, each delivery is a JSON copy: listeners share nothing with the publisher.
    this.emitter.emit(channel, JSON.parse(JSON.stringify(message)) as BusMessage);
  }

  override async subscribe(channel: string, listener: BusListener): Promise<Unsubscribe> {
    this.emitter.on(channel, listener);
    return async () => {
      this.emitter.off(channel, listener);
    };
  }

  override async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
