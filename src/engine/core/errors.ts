/**
 * A player's mistake is a value, not an exception. `code` is stable and mapped
 * to GraphQL/HTTP once at the edge; `reason` refines ILLEGAL_MOVE (e.g.
 * MUST_FOLLOW_SUIT); `message` is for people. Messages name only cards the
 * submitting seat could see: an error is a response like any other.
 */
export type MoveErrorCode = 'NOT_YOUR_TURN' | 'ILLEGAL_MOVE' | 'MALFORMED_MOVE' | 'GAME_OVER';

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly reason?: string;
  readonly message: string;
}

export type SetupErrorCode = 'UNKNOWN_OPTION' | 'INVALID_OPTION' | 'BAD_PLAYER_COUNT' | 'BAD_SEED';

export interface SetupError {
  readonly code: SetupErrorCode;
  /** The option at fault, when there is one. */
  readonly option?: string;
  readonly message: string;
}

export function moveError(code: MoveErrorCode, message: string, reason?: string): MoveError {
  return reason === undefined ? { code, message } : { code, reason, message };
}

export function illegal(reason: string, message: string): MoveError {
  return { code: 'ILLEGAL_MOVE', reason, message };
}
