import { MatchRecord } from '../domain/match-record';
import { EMPTY_MATCH, MatchState } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';
import { LoadedMatch } from '../reading/loaded-match';

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
