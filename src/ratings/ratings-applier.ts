import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SingleFlight } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { LoadedMatch, OutboxSignal } from '../matches';
import { applyInOrder } from './model/rated-match';
import { RatingsRepository } from './ratings.repository';

/** Matches applied per transaction. */
const BATCH = 100;

/**
 * Applies finished rated matches to their players' ratings, after the
 * finishing batch committed, so no move waits for it: at once when a rated
 * match finishes here, and every RATINGS_POLL seconds for those finished on
 * an instance that stopped first. Each pass applies under the ratings' lock,
 * so instances take turns, a match is applied exactly once, and the order is
 * the one the seqs record (docs/ratings.md).
 */
@Injectable()
export class RatingsApplier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RatingsApplier');
  private readonly passes = new SingleFlight(
    () => this.drain(),
    (error) => this.logger.warn(`applying ratings: ${error instanceof Error ? error.message : String(error)}`),
  );
  private unlisten: () => void = () => undefined;

  constructor(
    private readonly repo: RatingsRepository,
    private readonly signal: OutboxSignal,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unlisten = this.signal.onEnded((match) => this.finished(match));
    this.passes.every(this.config.RATINGS_POLL * 1000);
    this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unlisten();
    await this.passes.close();
  }

  /** Starts a pass, or asks the one under way for another when it ends. */
  run(): void {
    this.passes.request();
  }

  /** Resolves once no pass is under way (tests). */
  settled(): Promise<void> {
    return this.passes.idle();
  }

  private finished({ record }: LoadedMatch): void {
    if (record.rated) this.run();
  }

  /** Batches until one comes back short. */
  private async drain(): Promise<void> {
    while ((await this.repo.applyPending(BATCH, applyInOrder)) === BATCH && !this.passes.isClosed);
  }
}
