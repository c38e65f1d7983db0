import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock, SingleFlight } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { EventBus } from '../events';
import { TurnChanged, playerChannel } from '../matches';
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
  private readonly writes = new SingleFlight(
    () => this.write(),
    (error): Notice[] => {
      this.logger.warn(`writing the clock's notices: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    },
  );

  constructor(
    private readonly repo: NoticesRepository,
    private readonly relay: NoticeRelay,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.writes.every(this.config.NOTICE_CLOCK_INTERVAL * 1000);
  }

  /** Writes the notices due now (by the injected clock); the ones this instance wrote. */
  tick(): Promise<Notice[]> {
    return this.writes.run();
  }

  private async write(): Promise<Notice[]> {
    const written = await this.repo.writeClockNotices(this.clock.now());
    for (const n of written)
      if (n.reason === 'DEADLINE_SOON') {
        const told: TurnChanged = { matchId: n.matchId, seq: n.seq, status: 'active', deadlineSoon: true };
        void this.bus.publish(playerChannel(n.playerId), { ...told });
      }
    if (written.length > 0) this.relay.run();
    await this.repo.prune(new Date(this.clock.millis() - this.config.NOTICE_RETENTION * 1000), PRUNE_BATCH);
    return written;
  }

  async onModuleDestroy(): Promise<void> {
    await this.writes.close();
  }
}
