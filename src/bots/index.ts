/**
 * The bots' public entry: the built-in bot of a kind for a game, and the job that asks a bot for its move. Other
 * modules' code imports src/bots only through this file and `bots.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { botFor } from './brains';
export { botMoveJob } from './play/bot-move-job';
