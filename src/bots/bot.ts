import type { MatchDto } from '../matches/api';
import type { BotKind } from '../players/bot-kinds';
import type { DeepReadonly } from './deep-readonly';

/** A brain imports nothing outside bots but this file and card notation: the kinds are shown it from here. */
export { BOT_KINDS, type BotKind } from '../players/bot-kinds';

/**
 * Everything a bot's seat receives over the API when it is its turn: the
 * match as MatchPresenter shows it to that seat's player (view, legalMoves,
 * decision, players, options, seq…). A bot sees nothing else.
 */
export type BotTurn = DeepReadonly<MatchDto>;

export interface Bot {
  readonly gameId: string;
  readonly kind: BotKind;
  /** The text of one of turn.legalMoves (the notation a client submits). `random` is a seeded source in [0,1). */
  choose(turn: BotTurn, random: () => number): string;
}
