/** A message on a channel: small JSON, never a match view (each subscriber builds its own). */
export type BusMessage = Readonly<Record<string, unknown>>;

export type BusListener = (message: BusMessage) => void;

/** Stops one listener; the last one off a channel unsubscribes from it. Never rejects. */
export type Unsubscribe = () => Promise<void>;

/**
 * How often, while the bus is down, every listener is told to look again
 * (an empty message): what subscribers see of other instances' changes, and
 * of this one's, is that late at most.
 */
export const BUS_DOWN_POLL_MS = 1000;

/**
 * Publish/subscribe between the server instances. Delivery is at most once:
 * a subscriber treats a message as a hint and reads the truth from the
 * match log, so a lost message only delays what the next one brings.
 * A listener also receives an empty message whenever what was published may
 * not have reached it: every BUS_DOWN_POLL_MS while the bus is down, and
 * once when it is back; it should look again. No call waits on a bus that is
 * down, and none rejects: a fault of the bus is never the caller's failure.
 */
export abstract class EventBus {
  /** True when other server instances hear what this one publishes (and the reverse). */
  abstract readonly spansInstances: boolean;
  /** False while what is published may not reach every subscriber (Redis gone, slow or restarting). */
  abstract readonly delivering: boolean;
  /** Sends the message; a message the bus cannot send now is lost. */
  abstract publish(channel: string, message: BusMessage): Promise<void>;
  /**
   * Resolves once the subscription is in place, so anything published after
   * that reaches the listener; while the bus is down, at once (the listener
   * then hears empty messages until it is back).
   */
  abstract subscribe(channel: string, listener: BusListener): Promise<Unsubscribe>;
  /** Releases connections at shutdown, without waiting for a bus that is down. */
  abstract close(): Promise<void>;
}
