import { NoticeReason } from '../matches';
import { TurnNoticeDto } from '../matches/api';

/** A notice as the outbox holds it (prisma/schema.prisma, Notice). */
export interface Notice {
  readonly id: string;
  readonly playerId: string;
  readonly matchId: string;
  readonly seq: number;
  readonly reason: NoticeReason;
  /** Who submitted the batch that caused it; null when the clock did. */
  readonly causedBy: string | null;
  readonly createdAt: Date;
}

/** A notice with its body: what the turn feed would send its player, rendered for them. */
export interface RenderedNotice extends Notice {
  readonly body: TurnNoticeDto;
}
