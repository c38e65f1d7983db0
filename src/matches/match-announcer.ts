import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import { MatchState } from './domain/match-state';
import { BatchAppended, TurnChanged, matchChannel, playerChannel } from './match-channels';

/**
 * Announces an appended batch: one message on the match's channel, and one
 * on the channel of each player it concerns. Messages carry sequence numbers
 * only, never a view: every subscriber reads the log and redacts for itself.
 */
@Injectable()
export class MatchAnnouncer {
  private readonly logger = new Logger('MatchAnnouncer');

  constructor(private readonly bus: EventBus) {}

  /**
   * Fire and forget: the batch is committed whatever happens here, and a
   * lost message only delays subscribers until the next one (they read the log).
   */
  appended(matchId: string, firstSeq: number, before: MatchState, after: MatchState, awaiting: readonly string[]): void {
    const batch: BatchAppended = { matchId, seq: firstSeq, count: after.seq - firstSeq };
    const turn: TurnChanged = { matchId, seq: after.seq, status: after.status };
    const ended = after.status !== before.status && (after.status === 'finished' || after.status === 'aborted');
    const players = new Set(ended ? [...awaiting, ...before.lobby, ...after.seating] : awaiting);
    const sent = [this.bus.publish(matchChannel(matchId), { ...batch }), ...[...players].map((p) => this.bus.publish(playerChannel(p), { ...turn }))];
    Promise.all(sent).catch((error: unknown) => this.logger.warn(`announcing match ${matchId} seq ${firstSeq}: ${String(error)}`));
  }
}
