import { Injectable, Logger } from '@nestjs/common';
import { LruCache } from '../../common';
import { EventBus } from '../../events';
import { MatchEvent } from '../domain/match-event';
import { timedOutPlayer } from '../domain/decide';
import { MatchRecord } from '../domain/match-record';
import { EMPTY_MATCH, MatchState, MatchStatus, movesClock, LoadedMatch } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';

// What a committed command leaves to be told, and who tells it: the channels of the event bus and their messages,
// the effects a command returns, the signal to the notice relay, and the announcer that carries the effects out.

/** Where a match's appended batches are announced. */
export function matchChannel(matchId: string): string {
  return `match.${matchId}`;
}

/**
 * Where every batch is announced as well, for other instances to bring their
 * cached copy of the match up to date (only over a bus that spans instances).
 */
export const APPENDED_CHANNEL = 'matches.appended';

/** Where a player hears that one of their matches awaits them or has ended. */
export function playerChannel(playerId: string): string {
  return `player.${playerId}`;
}

/** A batch of `count` events from `seq` on was appended; the rows themselves, as the log holds them. */
export interface BatchAppended {
  readonly matchId: string;
  readonly seq: number;
  readonly count: number;
  readonly events: readonly StoredEvent[];
}

/**
 * The rows a BatchAppended message carries, after its trip through JSON
 * (dates come back as text); null when it carries none a subscriber can use,
 * which sends it to the log instead.
 */
export function rowsOf(message: Readonly<Record<string, unknown>>): StoredEvent[] | null {
  if (!Array.isArray(message.events)) return null;
  const rows: StoredEvent[] = [];
  for (const raw of message.events as unknown[]) {
    const row = raw as { seq?: unknown; batch?: unknown; event?: unknown; playerId?: unknown; createdAt?: unknown };
    if (
      typeof row.seq !== 'number' ||
      typeof row.batch !== 'number' ||
      typeof row.event !== 'object' ||
      row.event === null ||
      typeof row.createdAt !== 'string'
    )
      return null;
    rows.push({
      seq: row.seq,
      batch: row.batch,
      event: row.event as MatchEvent,
      playerId: typeof row.playerId === 'string' ? row.playerId : null,
      createdAt: new Date(row.createdAt),
    });
  }
  return rows;
}

/** A match of the player's changed: it awaits their decision, or it ended, or they timed out of it. */
export interface TurnChanged {
  readonly matchId: string;
  /** The log's length after the batch. */
  readonly seq: number;
  readonly status: MatchStatus;
  /** The batch timed the receiving player out (a Pope Joan match may play on without them). */
  readonly timedOut?: true;
  /** Nothing was appended: most of the receiving player's time for the awaited decision is used. */
  readonly deadlineSoon?: true;
}

/**
 * What a committed command leaves to be told. A command returns its effects
 * and the announcer carries them out, once, after the append has committed.
 */
export type Effect =
  /** A batch was appended: the match's subscribers, the players it concerns and the other instances hear of it. */
  | {
      readonly kind: 'appended';
      readonly matchId: string;
      readonly creatorId: string;
      readonly events: readonly StoredEvent[];
      readonly before: MatchState;
      /** The match as the batch left it: the notices written with it are rendered from it. */
      readonly match: LoadedMatch;
      /** Whether the batch wrote notices to the outbox. */
      readonly noticesWritten: boolean;
      /** Players awaited after the batch. */
      readonly awaiting: readonly string[];
    }
  /** Players invited to a private match hear what became of it: made and waiting for them, or called off. */
  | {
      readonly kind: 'invited';
      readonly matchId: string;
      /** Their ids, or a lookup of them that runs after the commit. */
      readonly playerIds: readonly string[] | (() => Promise<readonly string[]>);
      readonly state: MatchState;
    };

/** A new match: its opening batch, and the players invited to it other than the creator. */
export function creationEffects(
  match: LoadedMatch,
  events: readonly StoredEvent[],
  noticesWritten: boolean,
  awaiting: readonly string[],
  invited: readonly string[],
): Effect[] {
  const { id: matchId, creatorId } = match.record;
  const others = invited.filter((p) => p !== creatorId);
  return [
    { kind: 'appended', matchId, creatorId, events, before: EMPTY_MATCH, match, noticesWritten, awaiting },
    ...(others.length > 0 ? [{ kind: 'invited' as const, matchId, playerIds: others, state: match.state }] : []),
  ];
}

/**
 * A batch appended to `record`'s match, taking it from `before` to `match`.
 * A private match called off before it started is also told to those it
 * invited who never joined (`invitees` looks them up).
 */
export function appendEffects(
  record: MatchRecord,
  events: readonly StoredEvent[],
  before: MatchState,
  match: LoadedMatch,
  noticesWritten: boolean,
  awaiting: readonly string[],
  invitees: () => Promise<readonly string[]>,
): Effect[] {
  const { id: matchId, creatorId } = record;
  const after = match.state;
  const appended: Effect = { kind: 'appended', matchId, creatorId, events, before, match, noticesWritten, awaiting };
  if (record.visibility !== 'private' || before.status !== 'open' || after.status !== 'aborted') return [appended];
  const told = new Set([creatorId, ...before.lobby]);
  const untold = async () => (await invitees()).filter((id) => !told.has(id));
  return [appended, { kind: 'invited', matchId, playerIds: untold, state: after }];
}

/**
 * The latest matches kept as their batches left them: enough for the relay's
 * backlog under load, a few MB at most (states share their structure).
 */
const KEPT = 512;

/**
 * Says that a batch committed here wrote notices, so whoever hands them to the
 * players' channels (src/notices) looks at once rather than at its next
 * poll, and keeps the match as that batch left it, so the notices made at
 * that seq are rendered without reading the match back from the database.
 * It also says that a batch committed here ended its match, for what is
 * written after a match ends (its players' ratings). A missed signal, or a
 * match no longer kept, only costs a read: the notices and the ended match
 * are in the database.
 */
@Injectable()
export class OutboxSignal {
  private readonly listeners = new Set<() => void>();
  private readonly endings = new Set<(match: LoadedMatch) => void>();
  private readonly recent = new LruCache<LoadedMatch>(KEPT);

  /** Calls `listener` after each batch committed here that wrote notices. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with the match as each batch committed here that ended it left it. */
  onEnded(listener: (match: LoadedMatch) => void): () => void {
    this.endings.add(listener);
    return () => this.endings.delete(listener);
  }

  written(match: LoadedMatch): void {
    this.recent.set(keyOf(match.record.id, match.state.seq), match);
    for (const listener of this.listeners) listener();
  }

  ended(match: LoadedMatch): void {
    for (const listener of this.endings) listener(match);
  }

  /** The match as a batch appended here left it at `seq`, if it is still kept. */
  at(matchId: string, seq: number): LoadedMatch | undefined {
    return this.recent.peek(keyOf(matchId, seq));
  }
}

function keyOf(matchId: string, seq: number): string {
  return `${matchId}:${seq}`;
}

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
        if (effect.match.state.status === 'finished' && effect.before.status !== 'finished')
          this.outbox.ended(effect.match);
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
