/** The matches' public entry for presenting a match: the presenter, its answers' types and the OpenAPI examples. */
export type { MatchDto, TurnNoticeDto } from './match-output';
export { MatchPresenter } from './match-presenter';
export { matchExamples } from './match-examples';
