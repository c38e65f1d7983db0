import { MatchRecord, MatchSummary, MatchTiming } from '../domain/match-record';
import { MatchSetup } from '../domain/match-setup';
import { MatchState } from '../domain/match-state';

/** A match rebuilt from its log, with what it was created with. */
export interface LoadedMatch {
  readonly record: MatchRecord;
  readonly setup: MatchSetup;
  readonly state: MatchState;
}

/** `m` moved on to `state`, a fold of events appended at `at`: the row's cached columns follow it. */
export function advanced(
  m: LoadedMatch,
  state: MatchState,
  summary: MatchSummary,
  timing: MatchTiming,
  at: Date,
): LoadedMatch {
  return {
    record: { ...m.record, seq: state.seq, ...summary, ...timing, updatedAtMs: at.getTime() },
    setup: m.setup,
    state,
  };
}
