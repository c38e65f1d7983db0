import { MatchSetup } from './domain/match-setup';
import { MatchState } from './domain/match-state';
import { MatchSummary } from './match-record';

/** The cached columns of a match row, folded from its state. */
export function summarize(setup: MatchSetup, state: MatchState): MatchSummary {
  const decision = state.status === 'active' ? setup.game.decision(state.game) : null;
  return {
    status: state.status,
    seating: state.seating,
    awaiting: decision ? decision.seats.map((seat: number) => state.seating[seat]) : [],
    decisionKind: decision?.kind ?? null,
  };
}
