import { SealedGame, sealGame } from '../engine';
import { maw, popeJoan } from '../engine/games';

/** The games a record may be of, by id, sealed as the server seals them: what the verifier replays with no server. */
export const RECORD_GAMES: ReadonlyMap<string, SealedGame> = new Map(
  [sealGame(maw), sealGame(popeJoan)].map((game) => [game.id, game]),
);
