import { GameResult, SPECTATOR } from '../../src/engine';
import { MawView } from '../../src/engine/games/maw/view';
import { PopeJoanView } from '../../src/engine/games/pope-joan/view';
import { MatchEvent } from '../../src/matches/domain/match-event';
import { MatchSetup } from '../../src/matches/domain/match-setup';
import { MatchState, MatchStatus } from '../../src/matches/domain/match-state';
import { gameFor } from '../../src/matches/domain/match-access';
import { engine, matchSetup } from './engines';

/**
 * A golden match log (test/golden/<game>/<name>.json): a whole match as the
 * server stores it, its row's header and its log, written by
 * scripts/golden-logs.ts and replayed by src/matches/domain/golden-logs.spec.ts.
 */
export interface GoldenLog {
  readonly name: string;
  readonly gameId: string;
  readonly rulesVersion: string;
  readonly shuffleAlgorithm: string;
  readonly matchId: string;
  readonly seats: number;
  /** As the match row stores them: validated, defaults filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly daysPerMove: number | null;
  readonly creatorId: string;
  /** Every player, in joining order. */
  readonly players: readonly string[];
  readonly seed: string;
  /** `commitment(matchId, seed)`. */
  readonly commitment: string;
  readonly events: readonly GoldenRow[];
  readonly end: GoldenEnd;
}

/** A log row without its clock: its seq, the seq its batch began at, who submitted the batch, the event. */
export interface GoldenRow {
  readonly seq: number;
  readonly batch: number;
  readonly playerId: string;
  readonly event: MatchEvent;
}

export interface GoldenEnd {
  /** The seq the next event would get: the log's length. */
  readonly seq: number;
  readonly status: MatchStatus;
  readonly result: GameResult | null;
  /** What the game's golden facts read from the spectator's view (FACTS). */
  readonly facts: object;
}

/** The compact facts checked at a golden's end, per game, read from what a spectator sees at the table. */
const FACTS: Readonly<Record<string, (view: object) => object>> = {
  maw: (seen) => {
    const view = seen as MawView;
    return { games: view.game.number, scores: view.scores };
  },
  'pope-joan': (seen) => {
    const view = seen as PopeJoanView;
    return {
      counters: view.counters,
      board: view.board,
      deals: view.record.map((r) => ({ deal: r.deal, dealer: r.dealer, outcome: r.outcome, winner: r.winner })),
    };
  },
};

/** A match's setup from a golden's header, as the server makes it from a match row: the game configured with the stored options. */
export function goldenSetup(log: GoldenLog): MatchSetup {
  return matchSetup(engine(log.gameId), {
    options: log.options,
    seats: log.seats,
    creatorId: log.creatorId,
    seed: log.seed,
  });
}

/** Where a match stands, as a golden records its end. */
export function goldenEnd(gameId: string, state: MatchState): GoldenEnd {
  const facts = FACTS[gameId];
  if (!facts) throw new Error(`no golden facts for game ${gameId}`);
  const seen = gameFor(state, SPECTATOR);
  return {
    seq: state.seq,
    status: state.status,
    result: seen?.result ?? null,
    facts: seen ? facts(seen.view) : {},
  };
}
