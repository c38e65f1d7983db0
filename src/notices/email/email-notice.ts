import type { TurnNoticeDto } from '../../matches/api';

/**
 * A notice as it is handed to email: one row of the Notice outbox (see
 * prisma/schema.prisma), its body rendered. `body` is the notice exactly as
 * the turn feed sends it to `playerId`: their own view of the match, and all
 * an email about it may show. Read from JSON, its dates may be ISO strings.
 */
export interface EmailNotice {
  readonly id: string;
  readonly playerId: string;
  readonly matchId: string;
  readonly seq: number;
  /** YOUR_TURN, INVITED, MATCH_ENDED, CLAIMABLE, TIMED_OUT or DEADLINE_SOON. */
  readonly reason: string;
  /** Who submitted the batch that caused it; null when the clock did. */
  readonly causedBy: string | null;
  readonly createdAt: Date;
  readonly body: TurnNoticeDto;
}
