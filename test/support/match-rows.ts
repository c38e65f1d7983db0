import { randomUUID } from 'node:crypto';
import { NewMatch } from '../../src/matches/domain/match-record';
import { MatchEvent } from '../../src/matches/domain/match-event';
import { Append, AppendOutcome } from '../../src/matches/persistence/matches.repository';

const NOTHING_AWAITED = { status: 'open', seating: [], awaiting: [], decisionKind: null } as const;

/** A Maw match row for repository tests: open, no time limit, its log empty unless `opening` says otherwise. */
export function newMatchRow(
  creatorId: string,
  more: Partial<NewMatch> = {},
  opening: Partial<NewMatch['opening']> = {},
): NewMatch {
  const id = more.id ?? randomUUID();
  return {
    id,
    gameId: 'maw',
    rulesVersion: '1',
    options: {},
    seats: 2,
    visibility: 'open',
    inviteCode: id,
    creatorId,
    seed: '00'.repeat(32),
    shuffleAlgorithm: 'test',
    commitment: 'c',
    daysPerMove: null,
    rated: false,
    invited: [],
    ...more,
    opening: {
      events: [],
      summary: NOTHING_AWAITED,
      at: new Date(),
      joined: [],
      notices: [],
      timing: { awaitedSinceMs: Date.now(), deadlineMs: null },
      ...opening,
    },
  };
}

/** A batch appended by `playerId` that leaves nothing awaited and tells no one, unless `more` says otherwise. */
export function appendRow(
  matchId: string,
  expectedSeq: number,
  playerId: string,
  events: readonly MatchEvent[],
  more: Partial<Append> = {},
): Append {
  return {
    matchId,
    expectedSeq,
    events,
    playerId,
    idempotencyKey: null,
    at: new Date(),
    summary: NOTHING_AWAITED,
    joined: [],
    left: [],
    told: { notices: [], tellInvitees: false },
    archive: null,
    timing: { awaitedSinceMs: Date.now(), deadlineMs: null },
    ...more,
  };
}

/** An append the log took that wrote no notices. */
export const APPENDED: AppendOutcome = { noticesWritten: false };

/** An outcome by name: APPENDED, STALE or DUPLICATE_KEY (for lists of outcomes). */
export function outcomeName(outcome: AppendOutcome | string): string {
  return typeof outcome === 'string' ? outcome : 'APPENDED';
}
