import { MatchPresenter } from '../matches/api';
import { LoadedMatch } from '../matches';
import { PublicPlayer } from '../players';
import type { BotTurn } from './bot';

/**
 * What a bot playing for `playerId` is handed: the match exactly as the
 * presenter shows it to that player over the API, and nothing else. Every
 * caller that runs a bot (the server's bot seats, the arena) builds its turn
 * here, so a bot can never be given more than its seat could read.
 */
export function botTurnOf(
  m: LoadedMatch,
  playerId: string,
  people: ReadonlyMap<string, PublicPlayer>,
  nowMs: number,
): BotTurn {
  return new MatchPresenter(playerId, people, nowMs).match(m);
}
