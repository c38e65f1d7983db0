/** A message on a channel: small JSON, never a match view (each subscriber builds its own). */
export type BusMessage = Readonly<Record<string, unknown>>;

export type BusListener = (message: BusMessage) => void;

/** Stops one listener; the last one off a channel unsubscribes from it. */
export type Unsubscribe = () => Promise<void>;

/**
 * Publish/subscribe between the server instances. Delivery is at most once:
 * a subscriber treats a message as a hint and reads the truth from the
 * match log, so a lost message only delays what the next one brings.
 * A listener may also receive an empty message after the bus lost and
 * regained its connection: whatever was published meanwhile is lost, so it
 * should look again.
 */
export abstract class EventBus {
  /** True when other server instances hear what this one publishes (and the reverse). */
  abstract readonly spansInstances: boolean;
  abstract publish(channel: string, message: BusMessage): Promise<void>;
  /** Resolves once the subscription is in place: anything published after that reaches the listener. */
  abstract subscribe(channel: string, listener: BusListener): Promise<Unsubscribe>;
  /** Releases connections at shutdown. */
  abstract close(): Promise<void>;
}
