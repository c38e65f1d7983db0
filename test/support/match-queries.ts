/**
 * GraphQL operations a client of the matches API would send, with the whole
 * per-game view: what a table app renders.
 */
const CARD_PLAY = 'seat card';
const TRICK = `leader cards { ${CARD_PLAY} } winner`;
const ROBBERY = 'seat took cardsPlayedBefore discard';
const RESULT = 'result { standings { seat rank score } reason }';

export const MAW_VIEW = `... on MawView {
  seat players scores decision { seats kind } hand
  game { number dealer trumps turnUp setAside robbery { ${ROBBERY} } handSizes trick { ${TRICK} } tricks { ${TRICK} } tricksWon points }
  record { number dealer trumps turnUps dealt robbery { ${ROBBERY} } tricks { ${TRICK} } points complete }
  ${RESULT}
}`;

export const POPE_JOAN_VIEW = `... on PopeJoanView {
  seat players counters status board { pope matrimony intrigue ace king queen jack game } deal dealer eldest trumps
  turnUp { card holder } plays { ${CARD_PLAY} } handSizes deadHandSize live decision { seats kind } hand deadHand
  record { deal dealer trumps turnUp { card holder } outcome winner plays { ${CARD_PLAY} } hands deadHand }
  ${RESULT}
}`;

const MATCH = `id gameId options status seq yourSeat players { handle seat } seed
  decision { seats kind } legalMoves { text type card } ${RESULT}
  view { __typename ${MAW_VIEW} ${POPE_JOAN_VIEW} }`;

const EVENT = 'seq kind player seat move { text type card } forced seating';

export const MATCH_QUERY = `query Match($id: ID!) { match(id: $id) { ${MATCH} } }`;
/** A page of the log: from `fromSeq`, at most 100 events. */
export const MATCH_LOG_QUERY = `query MatchLog($id: ID!, $fromSeq: Int) { matchLog(matchId: $id, fromSeq: $fromSeq) { items { ${EVENT} } next } }`;
/** The match's record (docs/records.md), as the caller may see it. */
export const MATCH_RECORD_QUERY = `query MatchRecord($id: ID!) { matchRecord(matchId: $id) }`;
/** The caller's newest match of these statuses. */
export const MY_MATCHES_QUERY = `query Mine($status: [MatchStatus!]) { myMatches(input: { status: $status, limit: 1 }) { items { ${MATCH} } next } }`;
export const OPEN_MATCHES_QUERY = `query Open($gameId: String) { openMatches(gameId: $gameId) { items { ${MATCH} } next } }`;
/** The latest ended match of a game in the public archive. */
export const ARCHIVE_QUERY = `query Archive($gameId: String) { archive(gameId: $gameId, limit: 1) { items { ${MATCH} } next } }`;
/** A player's statistics in one game: counts, never cards. */
export const STATS_QUERY = `query Stats($handle: String!, $gameId: String) { playerStats(handle: $handle, gameId: $gameId) { player games { gameId matches won lost drawn averageScore ranks { rank count } } } }`;
export const SUBMIT_MOVE = `mutation Move($input: SubmitMoveInput!) { submitMove(input: $input) { match { ${MATCH} } events { ${EVENT} } fresh } }`;
export const CREATE_MATCH = `mutation Create($input: CreateMatchInput!) { createMatch(input: $input) { match { ${MATCH} } } }`;
