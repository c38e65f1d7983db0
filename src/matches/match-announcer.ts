import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import { MatchState } from './domain/match-state';
import { APPENDED_CHANNEL, BatchAppended, TurnChanged, matchChannel, playerChannel } from './match-channels';
import { StoredEvent } from './stored-event';

/**
 * Announces an appended batch: one message on the match's channel, carrying
 * the stored events (as the log holds them, so a subscriber need not read
 * them back), the same on the channel every instance's cache follows (when
 * there are other instances), and one on the channel of each player it concerns. Never a
 * view: every subscriber redacts for its own player.
 */
@Injectable()
export class MatchAnnouncer {
  private readonly logger = new Logger('MatchAnnouncer');

  constructor(private readonly bus: EventBus) {}

  /**
   * Fire and forget: the batch is committed whatever happens here, and a
   * lost message only delays subscribers until the next one (they read the log).
   * The players it concerns: those it leaves awaited and those it times out;
   * when it ends the match, everyone who had a part in it, the creator
   * included even without a seat.
   */
  appended(
    matchId: string,
    creatorId: string,
    events: readonly StoredEvent[],
    before: MatchState,
    after: MatchState,
    awaiting: readonly string[],
  ): void {
    const firstSeq = before.seq;
    const batch: BatchAppended = { matchId, seq: firstSeq, count: events.length, events };
    const turn: TurnChanged = { matchId, seq: after.seq, status: after.status };
    const ended = after.status !== before.status && (after.status === 'finished' || after.status === 'aborted');
    const timedOut = new Set(
      events.flatMap(({ event }) => (event.kind === 'timedOut' ? [after.seating[event.seat]] : [])),
    );
    const players = new Set([
      ...(ended ? [...awaiting, creatorId, ...before.lobby, ...after.seating] : awaiting),
      ...timedOut,
    ]);
    const told = (p: string) =>
      this.bus.publish(playerChannel(p), timedOut.has(p) ? { ...turn, timedOut: true as const } : { ...turn });
    const sent = [this.bus.publish(matchChannel(matchId), { ...batch }), ...[...players].map(told)];
    if (this.bus.spansInstances) sent.push(this.bus.publish(APPENDED_CHANNEL, { ...batch }));
    Promise.all(sent).catch((error: unknown) =>
      this.logger.warn(`announcing match ${matchId} seq ${firstSeq}: ${String(error)}`),
    );
  }

  /**
   * Tells invited players what became of a private match: made, and waiting
   * for them, or called off before they joined. Fire and forget, as above;
   * the players may still be being read from the database.
   */
  invited(matchId: string, playerIds: readonly string[] | Promise<readonly string[]>, state: MatchState): void {
    const turn: TurnChanged = { matchId, seq: state.seq, status: state.status };
    Promise.resolve(playerIds)
      .then((ids) => Promise.all(ids.map((p) => this.bus.publish(playerChannel(p), { ...turn }))))
      .catch((error: unknown) =>
        this.logger.warn(`announcing match ${matchId} to its invited players: ${String(error)}`),
      );
  }
}
