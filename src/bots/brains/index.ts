import { BOT_KINDS, type Bot, type BotKind } from '../bot';
import { mawHeuristic } from './maw-heuristic';
import { popeJoanHeuristic } from './pope-joan-heuristic';
import { randomBot } from './random-bot';

export { BOT_KINDS };

/** The built-in games a bot can play, each with its bots by kind. */
const BOTS: Readonly<Record<string, Partial<Record<BotKind, Bot>>>> = {
  maw: { random: randomBot('maw'), heuristic: mawHeuristic },
  'pope-joan': { random: randomBot('pope-joan'), heuristic: popeJoanHeuristic },
};

/** The built-in bot of this kind for this game; undefined when there is none. */
export function botFor(gameId: string, kind: BotKind): Bot | undefined {
  return Object.hasOwn(BOTS, gameId) ? BOTS[gameId][kind] : undefined;
}
