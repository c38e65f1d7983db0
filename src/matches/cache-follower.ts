import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventBus, Unsubscribe } from '../events/event-bus';
import { APPENDED_CHANNEL, rowsOf } from './match-channels';
import { MatchesService } from './matches.service';

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
    private readonly matches: MatchesService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.bus.spansInstances) return;
    this.unsubscribe = await this.bus.subscribe(APPENDED_CHANNEL, (message) => {
      const rows = rowsOf(message);
      if (rows && typeof message.matchId === 'string') this.matches.follow(message.matchId, rows);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }
}
