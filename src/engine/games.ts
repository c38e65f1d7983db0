import { maw } from './games/maw/maw';
import { GameRegistry } from './registry';

/** Every game Parlour hosts. */
export const GAMES = new GameRegistry([maw]);
