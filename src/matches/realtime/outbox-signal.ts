import { Injectable } from '@nestjs/common';
import { LruCache } from '../../common';
import { LoadedMatch } from '../reading/loaded-match';

/**
 * The latest matches kept as their batches left them: enough for the relay's
 * backlog under load, a few MB at most (states share their structure).
 */
const KEPT = 512;

/**
 * Says that a batch committed here wrote notices, so whoever hands them to the
 * players' channels (src/notices) looks at once rather than at its next
 * poll, and keeps the match as that batch left it, so the notices made at
 * that seq are rendered without reading the match back from the database.
 * A missed signal, or a match no longer kept, only costs a read: the
 * notices are in the database.
 */
@Injectable()
export class OutboxSignal {
  private readonly listeners = new Set<() => void>();
  private readonly recent = new LruCache<LoadedMatch>(KEPT);

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  written(match: LoadedMatch): void {
    this.recent.set(keyOf(match.record.id, match.state.seq), match);
    for (const listener of this.listeners) listener();
  }

  /** The match as a batch appended here left it at `seq`, if it is still kept. */
  at(matchId: string, seq: number): LoadedMatch | undefined {
    return this.recent.peek(keyOf(matchId, seq));
  }
}

function keyOf(matchId: string, seq: number): string {
  return `${matchId}:${seq}`;
}
