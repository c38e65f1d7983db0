import { MatchState } from './match-state';
import { MatchRecord } from './match-record';

/** A player waiting in the lobby or seated at the table; never an anonymous reader (null). */
export function takesPart(state: MatchState, playerId: string | null): boolean {
  return playerId !== null && (state.lobby.includes(playerId) || state.seating.includes(playerId));
}

/**
 * Who may read a match by its row alone, before anything is replayed: anyone
 * an open match, and a private one's creator and seated players. Anyone else
 * (a private match's lobby, its invitees) is checked against the database.
 */
export function mayReadByRow(match: MatchRecord, playerId: string | null): boolean {
  return (
    match.visibility === 'open' ||
    (playerId !== null && (match.creatorId === playerId || match.seating.includes(playerId)))
  );
}

/**
 * Who may read a match without an invitation: anyone for an open match (as a
 * spectator unless seated), with an account or without one (null); for a
 * private one, its creator and players. Invitees are checked against the
 * database; others are told it does not exist.
 */
export function mayRead(match: MatchRecord, state: MatchState, playerId: string | null): boolean {
  return (
    match.visibility === 'open' || (playerId !== null && (match.creatorId === playerId || takesPart(state, playerId)))
  );
}
