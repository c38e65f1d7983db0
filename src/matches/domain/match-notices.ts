import { MatchEvent } from './match-event';
import { MatchRecord } from './match-record';
import { MatchState } from './match-state';

/**
 * Why a player is told of a match: the turn feed's reasons, and
 * DEADLINE_SOON, the reminder that most of the awaited player's time is used.
 */
export const NOTICE_REASONS = [
  'YOUR_TURN',
  'MATCH_ENDED',
  'INVITED',
  'CLAIMABLE',
  'TIMED_OUT',
  'DEADLINE_SOON',
] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

/** A player to tell, and why. */
export interface NoticeTo {
  readonly playerId: string;
  readonly reason: NoticeReason;
}

/** What a batch leaves to be told, decided before it is appended, so that it is written with it. */
export interface BatchNotices {
  readonly notices: readonly NoticeTo[];
  /**
   * A private match called off before it started: the players it invited
   * who never joined hear it ended too (they are looked up as the batch is
   * written).
   */
  readonly tellInvitees: boolean;
}

function ended(state: MatchState): boolean {
  return state.status === 'finished' || state.status === 'aborted';
}

/**
 * The notices of a batch that takes a match from `before` to `after`, leaving
 * `awaiting` (player ids) awaited: the turn feed's rules. A match that ends
 * tells everyone who had a part in it (the creator too, seated or not); a
 * timed-out seat in a match that plays on is told so; whoever the batch
 * leaves awaited is told it is their turn, the submitter included (a trick
 * they won is theirs to lead).
 */
export function batchNotices(
  record: Pick<MatchRecord, 'creatorId' | 'visibility'>,
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
  awaiting: readonly string[],
): BatchNotices {
  if (ended(after) && !ended(before)) {
    const everyone = new Set([record.creatorId, ...before.lobby, ...after.seating, ...awaiting]);
    return {
      notices: [...everyone].map((playerId) => ({ playerId, reason: 'MATCH_ENDED' })),
      tellInvitees: record.visibility === 'private' && before.status === 'open',
    };
  }
  const timedOut = new Set(events.flatMap((e) => timedOutPlayer(e, after)));
  const notices: NoticeTo[] = [...timedOut].map((playerId) => ({ playerId, reason: 'TIMED_OUT' }));
  for (const playerId of new Set(awaiting))
    if (!timedOut.has(playerId)) notices.push({ playerId, reason: 'YOUR_TURN' });
  return { notices, tellInvitees: false };
}

/** The player a timeout (or a takeover of a timed-out seat) put out of the match, if the event is one. */
export function timedOutPlayer(e: MatchEvent, after: MatchState): string[] {
  if (e.kind === 'timedOut') return [after.seating[e.seat]];
  return e.kind === 'replaced' && e.reason === 'timedOut' ? [e.playerId] : [];
}

/** A new private match tells the players it invites, the creator aside. */
export function creationNotices(
  creatorId: string,
  invited: readonly string[],
  awaiting: readonly string[],
): NoticeTo[] {
  return [
    ...[...new Set(invited)]
      .filter((p) => p !== creatorId)
      .map((playerId) => ({ playerId, reason: 'INVITED' as const })),
    ...[...new Set(awaiting)].map((playerId) => ({ playerId, reason: 'YOUR_TURN' as const })),
  ];
}
