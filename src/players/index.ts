/**
 * The players' public entry: profiles, their store's port and service, bot kinds and reserved handles, the inputs'
 * schemas and the OpenAPI examples. Other modules' code imports src/players only through this file, `models/index.ts`
 * and `players.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { BOT_KINDS, isReservedHandle, type BotKind } from './bot-kinds';
export { ownPlayerSchema, ownView, type PublicPlayer } from './player';
export { EXAMPLE_PLAYERS, playerExamples } from './player-examples';
export { displayNameSchema, handleKey, handleSchema } from './player-input';
export { PlayersRepository } from './players.repository';
export { PlayersService } from './players.service';
