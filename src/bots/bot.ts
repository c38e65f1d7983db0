import type { MatchDto } from '../matches/api/match-output';
import type { DeepReadonly } from './deep-readonly';

/**
 * Everything a bot's seat receives over the API when it is its turn: the
 * match as MatchPresenter shows it to that seat's player (view, legalMoves,
 * decision, players, options, seq…). A bot sees nothing else.
 */
export type BotTurn = DeepReadonly<MatchDto>;

/** The built-in bots every game has. */
export const BOT_KINDS = ['random', 'heuristic'] as const;

export type BotKind = (typeof BOT_KINDS)[number];

export interface Bot {
  readonly gameId: string;
  readonly kind: BotKind;
  /** The text of one of turn.legalMoves (the notation a client submits). `random` is a seeded source in [0,1). */
  choose(turn: BotTurn, random: () => number): string;
}
