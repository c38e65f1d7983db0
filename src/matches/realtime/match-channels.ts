import { MatchEvent } from '../domain/match-event';
import { MatchStatus } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';

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
