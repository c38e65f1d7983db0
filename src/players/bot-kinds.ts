/** The built-in bots every game has; a player may be a built-in bot's account (docs/bots.md). */
export const BOT_KINDS = ['random', 'heuristic'] as const;

export type BotKind = (typeof BOT_KINDS)[number];

/**
 * The handle of the `n`th system account of a built-in bot (from 1):
 * `heuristic-bot`, `heuristic-bot-2`, … A player holds one seat of a match,
 * so a match seating three heuristic bots seats three of these accounts.
 */
export function builtInBotHandle(kind: BotKind, n: number): string {
  return n === 1 ? `${kind}-bot` : `${kind}-bot-${n}`;
}

const RESERVED = new RegExp(`^(${BOT_KINDS.join('|')})-bot(-[0-9]+)?$`, 'i');

/** Handles kept for the built-in bots' accounts, whether made yet or not: nobody may register one. */
export function isReservedHandle(handle: string): boolean {
  return RESERVED.test(handle);
}
