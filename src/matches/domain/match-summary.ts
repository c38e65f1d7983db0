import { MatchState } from './match-state';
import { MatchSummary } from './match-record';

/** The cached columns of a match row, folded from its state. */
export function summarize(state: MatchState): MatchSummary {
  const decision = state.status === 'active' ? (state.game?.decision() ?? null) : null;
  return {
    status: state.status,
    seating: state.seating,
    awaiting: decision ? decision.seats.map((seat: number) => state.seating[seat]) : [],
    decisionKind: decision?.kind ?? null,
  };
}
