import { SqlExecutor } from '../database';
import { Notice, RenderedNotice } from './notice';

/** A delivery of a notice to one endpoint, decided when the notice is handed over. */
export interface NewDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly noticeId: string;
  readonly type: string;
}

/** An endpoint a notice may go to: whose it is and what it asked for. */
export interface Subscriber {
  readonly endpointId: string;
  readonly playerId: string;
  readonly events: readonly string[];
}

/** What a hand-over took: the notices (by id), and the deliveries it wrote (by id). */
export interface HandedOver {
  readonly taken: ReadonlySet<string>;
  readonly written: ReadonlySet<string>;
}

/** The one place that reads and writes the outbox. */
export abstract class NoticesRepository {
  /** A notice handed over, with its body; null if it is gone or was never rendered. */
  abstract rendered(id: string): Promise<RenderedNotice | null>;
  /** Notices not yet handed over, the oldest first, at most `limit`. */
  abstract unhanded(limit: number): Promise<Notice[]>;
  /** Those of these players who are built-in bots' system accounts (they move by the bot-move queue). */
  abstract builtInBots(playerIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** The enabled webhook endpoints of these players. */
  abstract subscribers(playerIds: readonly string[]): Promise<Subscriber[]>;
  /**
   * In one transaction: takes those of `notices` no other instance has taken
   * or is taking, stores their bodies, marks them handed over, writes their
   * deliveries to endpoints still enabled, and calls `enqueue` with what it
   * took and wrote and the transaction's connection, so the jobs it adds
   * commit with the rest or not at all. Returns what it took and wrote.
   */
  abstract handOver(
    notices: readonly (Notice & { readonly body: RenderedNotice['body'] | null })[],
    deliveries: readonly NewDelivery[],
    enqueue: (handed: HandedOver, db: SqlExecutor) => Promise<void>,
    at: Date,
  ): Promise<HandedOver>;
  /**
   * The clock's notices due at `now`: DEADLINE_SOON to the awaited players of
   * every match whose reminder time has come and whose deadline has not,
   * CLAIMABLE to the other seated players of every match whose deadline has
   * passed within the last day. Each is written once per match, seq and
   * player, whichever instance gets there first; returns those written here.
   */
  abstract writeClockNotices(now: Date): Promise<Notice[]>;
  /** Deletes up to `limit` notices handed over before `before`, with their deliveries; how many. */
  abstract prune(before: Date, limit: number): Promise<number>;
}
