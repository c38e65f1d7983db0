import { MatchStatus } from './domain/match-state';

/** Where a match's appended batches are announced. */
export function matchChannel(matchId: string): string {
  return `match.${matchId}`;
}

/** Where a player hears that one of their matches awaits them or has ended. */
export function playerChannel(playerId: string): string {
  return `player.${playerId}`;
}

/** A batch of `count` events from `seq` on was appended: subscribers read it from the log themselves. */
export interface BatchAppended {
  readonly matchId: string;
  readonly seq: number;
  readonly count: number;
}

/** A match of the player's changed: it awaits their decision, or it ended. */
export interface TurnChanged {
  readonly matchId: string;
  /** The log's length after the batch. */
  readonly seq: number;
  readonly status: MatchStatus;
}
