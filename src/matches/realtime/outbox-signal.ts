import { Injectable } from '@nestjs/common';
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
  private readonly listeners = new Set<(match: LoadedMatch) => void>();
  private readonly recent = new Map<string, LoadedMatch>();

  /** Calls `listener` with the match as each batch that wrote notices left it: a finishing batch always writes some. */
  listen(listener: (match: LoadedMatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  written(match: LoadedMatch): void {
    const key = keyOf(match.record.id, match.state.seq);
    this.recent.delete(key);
    this.recent.set(key, match);
    if (this.recent.size > KEPT) this.recent.delete(this.recent.keys().next().value as string);
    for (const listener of this.listeners) listener(match);
  }

  /** The match as a batch appended here left it at `seq`, if it is still kept. */
  at(matchId: string, seq: number): LoadedMatch | undefined {
    return this.recent.get(keyOf(matchId, seq));
  }
}

function keyOf(matchId: string, seq: number): string {
  return `${matchId}:${seq}`;
}
