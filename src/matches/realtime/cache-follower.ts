import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LruCache } from '../../common';
import { EventBus, Unsubscribe } from '../../events';
import { replayMatch, summarize, timingAfter, LoadedMatch, advanced } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';
import { APPENDED_CHANNEL, rowsOf } from './match-announcer';

/**
 * With several instances, keeps this one's state cache in step with batches
 * the others append (each announces them on APPENDED_CHANNEL), so a match
 * played through every instance in turn is decided on the cache everywhere.
 * Alone (a bus that spans no instances) there is nothing to follow.
 */
@Injectable()
export class CacheFollower implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly bus: EventBus,
    private readonly cache: LruCache<LoadedMatch>,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.bus.spansInstances) return;
    this.unsubscribe = await this.bus.subscribe(APPENDED_CHANNEL, (message) => {
      const rows = rowsOf(message);
      if (rows && typeof message.matchId === 'string') this.follow(message.matchId, rows);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }

  /**
   * Another instance appended `rows`: a cached match they continue exactly is
   * brought up to date, so the next command on it here is decided on the
   * cache instead of reading the row and the log. Anything else is left for
   * the next read to catch up from the database.
   */
  follow(matchId: string, rows: readonly StoredEvent[]): void {
    const cached = this.cache.peek(matchId);
    if (!cached || rows.length === 0 || rows[0].seq !== cached.state.seq || cached.record.seq !== cached.state.seq)
      return;
    const events = rows.map((r) => r.event);
    const replayed = replayMatch(cached.setup, cached.state, events);
    if (!replayed.ok) {
      this.cache.delete(matchId);
      return;
    }
    const at = rows[rows.length - 1].createdAt;
    const timing = timingAfter(cached.record, replayed.state, events, at.getTime());
    this.cache.set(matchId, advanced(cached, replayed.state, summarize(replayed.state), timing, at));
  }
}
