import { MoveError } from '../../engine';

/** A refused match command: a stable code and a message for people. */
export interface MatchError {
  readonly code: MatchErrorCode | MoveError['code'];
  readonly reason?: string;
  readonly message: string;
  /** Facts a client may act on (times, never cards), as the error's details. */
  readonly details?: Readonly<Record<string, string | number>>;
}

export type MatchErrorCode =
  | 'MATCH_FULL'
  | 'ALREADY_JOINED'
  | 'NOT_A_PLAYER'
  | 'NOT_CREATOR'
  | 'NOT_OPEN'
  | 'NOT_ACTIVE'
  | 'TOO_FEW_PLAYERS'
  | 'TOO_LATE_TO_ABORT'
  | 'NOT_OVERDUE'
  | 'CORRUPT_LOG'
  | 'UNKNOWN_RULES_VERSION'
  | 'UNKNOWN_GAME';

export function matchError(code: MatchErrorCode, message: string): MatchError {
  return { code, message };
}
