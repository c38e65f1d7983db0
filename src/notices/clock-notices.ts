import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { EventBus } from '../events/event-bus';
import { TurnChanged, playerChannel } from '../matches/realtime/match-channels';
import { Notice } from './notice';
import { NoticeRelay } from './notice-relay';
import { NoticesRepository } from './notices.repository';

/** Old notices deleted per look: a backlog goes a batch a minute, never in one long statement. */
const PRUNE_BATCH = 10_000;

/**
 * The notices no batch writes, because time makes them: DEADLINE_SOON when
 * most of the awaited player's time is used, CLAIMABLE when it has run out.
 * Every NOTICE_CLOCK_INTERVAL each instance writes those that came due (once
 * each, whichever instance is first), tells the turn feeds of the reminders,
 * and has them handed over like any other. It also deletes the notices
 * handed over more than NOTICE_RETENTION ago, and their delivery logs.
 */
@Injectable()
export class ClockNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ClockNotices');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Notice[]> | null = null;

  constructor(
    private readonly repo: NoticesRepository,
    private readonly relay: NoticeRelay,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.NOTICE_CLOCK_INTERVAL * 1000).unref();
  }

  /** Writes the notices due now (by the injected clock); the ones this instance wrote. */
  async tick(): Promise<Notice[]> {
    if (this.running) return this.running;
    this.running = this.write().finally(() => (this.running = null));
    return this.running;
  }

  private async write(): Promise<Notice[]> {
    try {
      const written = await this.repo.writeClockNotices(this.clock.now());
      for (const n of written)
        if (n.reason === 'DEADLINE_SOON') {
          const told: TurnChanged = { matchId: n.matchId, seq: n.seq, status: 'active', deadlineSoon: true };
          void this.bus.publish(playerChannel(n.playerId), { ...told });
        }
      if (written.length > 0) this.relay.run();
      await this.repo.prune(new Date(this.clock.millis() - this.config.NOTICE_RETENTION * 1000), PRUNE_BATCH);
      return written;
    } catch (error) {
      this.logger.warn(`writing the clock's notices: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
