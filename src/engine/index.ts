/**
 * The engine's public entry: cards and their notation, dealing, the contract every game implements, replay and sealed
 * games. The games themselves come through `games/index.ts`, so that what needs only the contract loads neither; the
 * bots' brains read cards through `cards/card.ts` and `cards/notation.ts` alone. Other modules' code imports src/engine
 * only through these files; lint checks it (.dependency-cruiser.cjs).
 */
export * from './cards/card';
export * from './cards/notation';
export * from './random/shuffle';
export * from './random/commitment';
export { HmacStream } from './random/hmac-stream';
export { seedOf } from './random/seed';
export * from './core/result';
export * from './core/errors';
export * from './core/option-spec';
export * from './core/game';
export * from './core/replay';
export * from './core/sealed-game';
