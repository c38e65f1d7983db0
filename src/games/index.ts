/**
 * The games' public entry: the catalog of hosted games, the schemas and GraphQL types of what every game's view
 * shares, the view union, the typed moves' base and the OpenAPI examples. Other modules' code imports src/games only
 * through this file and the Nest modules (`games.module.ts`, `game-catalog.module.ts`); lint checks it
 * (.dependency-cruiser.cjs).
 */
export { decisionSchema, gameResultSchema, seatNumber } from './common-view.schema';
export { GameCatalog } from './game-catalog';
export { gameExamples } from './game-examples';
export { DecisionModel, GameResultModel } from './graphql/common-view.model';
export { GameViewUnion } from './graphql/game-view.union';
export { TypedMoveFields, type TypedMoveInput } from './graphql/typed-move.input';
