import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../../events';
import { Effect } from '../commands/effects';
import { timedOutPlayer } from '../domain/match-notices';
import { MatchState } from '../domain/match-state';
import { movesClock } from '../domain/move-deadline';
import { APPENDED_CHANNEL, BatchAppended, TurnChanged, matchChannel, playerChannel } from './match-channels';
import { StoredEvent } from '../persistence/stored-event';
import { OutboxSignal } from './outbox-signal';

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

  constructor(
    private readonly bus: EventBus,
    private readonly outbox: OutboxSignal,
  ) {}

  /**
   * Carries out a committed command's effects (fire and forget, as below),
   * and signals that the batch's notices (written with it, if any) are there
   * to hand over, with the match they are rendered from.
   */
  announce(effects: readonly Effect[]): void {
    for (const effect of effects) {
      if (effect.kind === 'appended') {
        if (effect.noticesWritten) this.outbox.written(effect.match);
        this.appended(
          effect.matchId,
          effect.creatorId,
          effect.events,
          effect.before,
          effect.match.state,
          effect.awaiting,
        );
      } else this.invited(effect.matchId, effect.playerIds, effect.state);
    }
  }

  /**
   * Fire and forget: the batch is committed whatever happens here, and a
   * lost message only delays subscribers until the bus tells them to look
   * again or the next one comes (they read the log).
   * The players it concerns: those it leaves awaited and those it times out;
   * when it ends the match, everyone who had a part in it, the creator
   * included even without a seat; nobody, for a vacation's pause or resume.
   */
  private appended(
    matchId: string,
    creatorId: string,
    events: readonly StoredEvent[],
    before: MatchState,
    after: MatchState,
    awaiting: readonly string[],
  ): void {
    const batch: BatchAppended = { matchId, seq: before.seq, count: events.length, events };
    const turn: TurnChanged = { matchId, seq: after.seq, status: after.status };
    const ended = after.status !== before.status && (after.status === 'finished' || after.status === 'aborted');
    const timedOut = new Set(events.flatMap(({ event }) => timedOutPlayer(event, after)));
    // A vacation's pause or resume alone changes nobody's turn: the players are not told of it.
    const turnMoved = events.some(({ event }) => movesClock(event));
    const players = new Set(
      turnMoved
        ? [...(ended ? [...awaiting, creatorId, ...before.lobby, ...after.seating] : awaiting), ...timedOut]
        : [],
    );
    // The bus never rejects: a message it could not send is lost, as any message may be.
    void this.bus.publish(matchChannel(matchId), { ...batch });
    for (const p of players)
      void this.bus.publish(playerChannel(p), timedOut.has(p) ? { ...turn, timedOut: true as const } : { ...turn });
    if (this.bus.spansInstances) void this.bus.publish(APPENDED_CHANNEL, { ...batch });
  }

  /**
   * Tells invited players what became of a private match: made, and waiting
   * for them, or called off before they joined. Fire and forget, as above;
   * the players may still be being read from the database.
   */
  private invited(
    matchId: string,
    playerIds: readonly string[] | (() => Promise<readonly string[]>),
    state: MatchState,
  ): void {
    const turn: TurnChanged = { matchId, seq: state.seq, status: state.status };
    Promise.resolve()
      .then(() => (typeof playerIds === 'function' ? playerIds() : playerIds))
      .then((ids) => Promise.all(ids.map((p) => this.bus.publish(playerChannel(p), { ...turn }))))
      .catch((error: unknown) =>
        this.logger.warn(`announcing match ${matchId} to its invited players: ${String(error)}`),
      );
  }
}
