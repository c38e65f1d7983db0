import { GameResult, SPECTATOR, Standing } from '../../engine';
import { MatchRecord } from './match-record';
import { MatchSetup } from './match-setup';
import { MatchState, Replacement } from './match-state';

export const OUTCOMES = ['won', 'lost', 'drawn'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One seat of a finished match, as the archive keeps it. */
export interface ArchivedSeat {
  readonly seat: number;
  /** Null for a seat of an imported match: a name in its record, not an account here (imported-seats.ts). */
  readonly playerId: string | null;
  /** Partners share a side (Game.sides); otherwise it is the seat's own number. */
  readonly side: number;
  readonly outcome: Outcome;
  readonly rank: number;
  readonly score: number;
  /**
   * The bot that played the seat on after `playerId` left it (a takeover); null otherwise. `playerId`, who
   * left, keeps the seat's row and stands as the game ranks a player who resigned; the bot is credited with nothing.
   */
  readonly replacedBy: string | null;
}

/**
 * What the archive keeps of a finished match (docs/archive.md): what its
 * listing shows, and what search and statistics count. Only what a spectator
 * may see: the final view is the engine's view for a spectator.
 */
export interface ArchiveEntry {
  readonly matchId: string;
  readonly gameId: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seatCount: number;
  readonly daysPerMove: number | null;
  readonly visibility: string;
  /** It counts for its players' ratings (docs/ratings.md): applied once, after the summary is written. */
  readonly rated: boolean;
  readonly createdAtMs: number;
  readonly endedAtMs: number;
  readonly result: GameResult;
  readonly view: object;
  readonly seats: readonly ArchivedSeat[];
}

/**
 * An outcome from a rank at `seat`: won when it is first and no seat of
 * another side is, drawn when a seat of another side is first with it, lost
 * otherwise.
 */
function outcomeOf(result: GameResult, sides: readonly number[], seat: number, rank: number): Outcome {
  if (rank !== 1) return 'lost';
  const shared = result.standings.some((st) => st.rank === 1 && st.seat !== seat && sides[st.seat] !== sides[seat]);
  return shared ? 'drawn' : 'won';
}

/** A seat's standing; for a seat a bot took over, the standing of the player who left it (Game.takeover). */
function standingOf(
  setup: MatchSetup,
  result: GameResult,
  seat: number,
  left: Replacement | undefined,
): Omit<Standing, 'seat'> {
  if (left !== undefined) {
    // evolve refuses a takeover in a match whose game has none.
    if (setup.rules.takeover === null) throw new Error('a takeover in a match without one');
    return setup.rules.takeover.leaverStanding(result, seat);
  }
  const standing = result.standings.find((st) => st.seat === seat);
  return { rank: standing?.rank ?? result.standings.length, score: standing?.score ?? 0 };
}

/** The archive's entry for a match that has finished (null for any other), ended at `endedAtMs`. */
export function archiveEntry(
  record: Pick<MatchRecord, 'id' | 'gameId' | 'daysPerMove' | 'visibility' | 'createdAtMs' | 'importedFrom' | 'rated'>,
  setup: MatchSetup,
  state: MatchState,
  endedAtMs: number,
): ArchiveEntry | null {
  const result = state.status === 'finished' ? (state.game?.result() ?? null) : null;
  if (state.game === null || result === null) return null;
  const sides = setup.rules.sides(state.seating.length);
  return {
    matchId: record.id,
    gameId: record.gameId,
    options: setup.rules.options,
    seatCount: state.seating.length,
    daysPerMove: record.daysPerMove,
    visibility: record.visibility,
    rated: record.rated && record.importedFrom === null,
    createdAtMs: record.createdAtMs,
    endedAtMs,
    result,
    view: withoutViewer(state.game.view(SPECTATOR)),
    seats: state.seating.map((holder, seat) => {
      // The first takeover of the seat names the player who sat there from the start.
      const left = state.replaced.find((r) => r.seat === seat);
      const { rank, score } = standingOf(setup, result, seat, left);
      const imported = record.importedFrom !== null;
      return {
        seat,
        playerId: imported ? null : (left?.playerId ?? holder),
        side: sides[seat],
        outcome: outcomeOf(result, sides, seat, rank),
        rank,
        score,
        replacedBy: imported || left === undefined ? null : holder,
      };
    }),
  };
}

/** The engine's view without its `viewer` key, which the presenter replaces by the viewer's seat. */
function withoutViewer(view: object): object {
  return Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'viewer'));
}
