import { DomainError } from '../common';

/** Counts a player's open WebSocket connections and event streams on this instance, up to a bound. */
export class ConnectionLimiter {
  private readonly open = new Map<string, number>();

  constructor(readonly maxPerPlayer: number) {}

  /** A release function, called once when the connection ends; TOO_MANY_CONNECTIONS past the bound. */
  acquire(playerId: string): () => void {
    const count = this.open.get(playerId) ?? 0;
    if (count >= this.maxPerPlayer) {
      throw new DomainError(
        'TOO_MANY_CONNECTIONS',
        `at most ${this.maxPerPlayer} connections and streams at once per player`,
        { maxConnections: this.maxPerPlayer },
      );
    }
    this.open.set(playerId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(playerId) ?? 1) - 1;
      if (left === 0) this.open.delete(playerId);
      else this.open.set(playerId, left);
    };
  }
}
