import { Injectable } from '@nestjs/common';

/**
 * Says that a committed batch wrote notices, so whoever hands them to the
 * players' channels (src/notices) looks at once rather than at its next poll.
 * A missed signal only delays them: the notices are in the database.
 */
@Injectable()
export class OutboxSignal {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  written(): void {
    for (const listener of this.listeners) listener();
  }
}
