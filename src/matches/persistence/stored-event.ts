import { MatchEvent } from '../domain/match-event';

/** A log row. */
export interface StoredEvent {
  readonly seq: number;
  /** The seq of the first event of the submission it came with. */
  readonly batch: number;
  readonly event: MatchEvent;
  /** Who submitted the batch. */
  readonly playerId: string | null;
  readonly createdAt: Date;
}
