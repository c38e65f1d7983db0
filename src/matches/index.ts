/**
 * The matches' public entry for the modules built on them (records, vacations, bots, notices): a match's log, setup
 * and fold, its store's port, reading and commanding it, and the signals it gives. Other modules' code imports
 * src/matches only through this file, `api/index.ts` (presenting), `graphql/index.ts` and the Nest modules; lint checks
 * it (.dependency-cruiser.cjs).
 */
export { importedSeat } from './domain/imported-seats';
export {
  archiveEntry,
  EMPTY_MATCH,
  RESIGN,
  evolve,
  replayMatch,
  type MatchState,
  summarize,
  type LoadedMatch,
} from './domain/match-state';
export type { MatchEvent } from './domain/match-event';
export { NOTICE_REASONS, type NoticeReason } from './domain/decide';
export { PLAYED_HERE, type MatchRecord } from './domain/match-record';
export type { MatchSetup } from './domain/match-setup';
export { visibleEvent } from './domain/match-access';
export { MatchesRepository, type Page } from './persistence/matches.repository';
export { unrebuildable } from './reading/match-listings';
export { MatchReader } from './reading/match-reader';
export { MatchCommands } from './commands/match-commands';
export { OutboxSignal, playerChannel, type TurnChanged } from './realtime/match-announcer';
