import { integerVar } from './env-types';

/** Built-in bots (docs/bots.md). */
export const botsConfig = {
  /** Seconds a seated built-in bot waits before it moves, so people see its move come; 0 moves at once (tests). */
  BOT_DELAY: integerVar(0, 3600, 2),
};
