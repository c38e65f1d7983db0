import type { Bot, BotTurn } from '../bot';

/** A uniformly random legal move: the bar every other bot is measured against. */
export function randomBot(gameId: string): Bot {
  return {
    gameId,
    kind: 'random',
    choose(turn: BotTurn, random: () => number): string {
      return pick(turn.legalMoves, random).text;
    },
  };
}

/** One element of a non-empty list, uniformly; a bot is only asked when its seat has a move. */
export function pick<T>(items: readonly T[], random: () => number): T {
  if (items.length === 0) throw new Error('a bot was asked to move with no legal move');
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}
