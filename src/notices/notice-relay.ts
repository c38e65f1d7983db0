import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, SingleFlight } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { OutboxSignal } from '../matches';
import { JobQueue, NewJob } from '../queue';
import { QUEUES } from '../database';
import { botMoveJob } from '../bots';
import { RenderedNotice } from './notice';
import { NoticeRenderer } from './notice-renderer';
import { HandedOver, NewDelivery, NoticesRepository } from './notices.repository';

/** Notices handed over per transaction. */
const BATCH = 100;

/**
 * Hands the outbox's notices to the players' channels: renders each for its
 * player, then, in one transaction, marks it handed over, writes a delivery
 * for every enabled webhook endpoint of the player that asked for its reason,
 * and adds their jobs (and one for the player's email when mail is set up).
 * A YOUR_TURN to a built-in bot adds its move's job, BOT_DELAY on, in the
 * same transaction, so a bot's turn is never lost nor its move added twice.
 * It runs when a batch here wrote notices, and every NOTICE_POLL seconds for
 * those another instance wrote and did not hand over (it stopped): whichever
 * instance takes a notice first hands it over, and only that one.
 */
@Injectable()
export class NoticeRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NoticeRelay');
  private readonly passes = new SingleFlight(
    () => this.drain(),
    (error) => this.logger.warn(`handing notices over: ${error instanceof Error ? error.message : String(error)}`),
  );
  private unlisten: () => void = () => undefined;

  constructor(
    private readonly repo: NoticesRepository,
    private readonly renderer: NoticeRenderer,
    private readonly queue: JobQueue,
    private readonly signal: OutboxSignal,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unlisten = this.signal.listen(() => this.run());
    this.passes.every(this.config.NOTICE_POLL * 1000);
    this.run();
  }

  /** Starts a pass, or asks the one under way for another when it ends. */
  run(): void {
    this.passes.request();
  }

  /** Resolves once every notice written before the call has been handed over (tests, shutdown). */
  settled(): Promise<void> {
    return this.passes.idle();
  }

  /** Batches until one comes back short. */
  private async drain(): Promise<void> {
    while ((await this.pass()) === BATCH && !this.passes.isClosed);
  }

  /** One batch: the number of notices looked at. */
  private async pass(): Promise<number> {
    const notices = await this.repo.unhanded(BATCH);
    if (notices.length === 0) return 0;
    const rendered: (RenderedNotice | (Omit<RenderedNotice, 'body'> & { body: null }))[] = await Promise.all(
      notices.map(async (n) => ({ ...n, body: await this.renderer.render(n) })),
    );
    const players = [...new Set(notices.map((n) => n.playerId))];
    const subscribers = await this.repo.subscribers(players);
    const bots = await this.repo.builtInBots(players);
    const botTurns = notices.filter((n) => n.reason === 'YOUR_TURN' && bots.has(n.playerId));
    const deliveries: NewDelivery[] = rendered.flatMap((n) =>
      n.body === null
        ? []
        : subscribers
            .filter((s) => s.playerId === n.playerId && s.events.includes(n.reason))
            .map((s) => ({ id: randomUUID(), endpointId: s.endpointId, noticeId: n.id, type: n.reason })),
    );
    const email = this.config.SMTP_URL !== undefined;
    const enqueue = async ({ taken, written }: HandedOver, db: Parameters<JobQueue['add']>[1]): Promise<void> => {
      const jobs: NewJob[] = [
        ...deliveries
          .filter((d) => written.has(d.id))
          .map((d) => ({ queue: QUEUES.webhookDelivery.name, data: { deliveryId: d.id } })),
        ...(email
          ? rendered
              .filter((n) => n.body !== null && taken.has(n.id))
              .map((n) => ({ queue: QUEUES.emailAlert.name, data: { noticeId: n.id } }))
          : []),
        ...botTurns
          .filter((n) => taken.has(n.id))
          .map((n) => botMoveJob(n, this.clock.millis(), this.config.BOT_DELAY)),
      ];
      await this.queue.add(jobs, db);
    };
    const { taken, written } = await this.repo.handOver(rendered, deliveries, enqueue, this.clock.now());
    // Only a queue given jobs is told to look: a worker's look is a query.
    if (written.size > 0) this.queue.wake(QUEUES.webhookDelivery.name);
    if (email && rendered.some((n) => n.body !== null && taken.has(n.id))) this.queue.wake(QUEUES.emailAlert.name);
    if (botTurns.some((n) => taken.has(n.id))) this.queue.wake(QUEUES.botMove.name);
    return notices.length;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unlisten();
    await this.passes.close();
  }
}
