import { maw } from './games/maw/maw';
import { popeJoan } from './games/pope-joan/pope-joan';
import { GameRegistry } from './registry';

/** Every game Parlour hosts. */
export const GAMES = new GameRegistry([maw, popeJoan]);
