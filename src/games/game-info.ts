import { OptionSpec, SealedGame } from '../engine';

/** A game as the catalog describes it, so a client can build a "new match" form. */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly rulesVersion: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionSpec[];
}

export function gameInfo(game: SealedGame): GameInfo {
  const { id, name, rulesVersion, minPlayers, maxPlayers, options } = game;
  return { id, name, rulesVersion, minPlayers, maxPlayers, options };
}
