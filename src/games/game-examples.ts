import { ApiExamples } from '../openapi';
import { GameCatalog } from './game-catalog';
import { gameInfo } from './game-info';

/** Each served game as the catalog shows it. */
export const gameExamples: ApiExamples = (app, add) => {
  for (const game of app.get(GameCatalog).list()) add('Game', game.rules.id, game.rules.name, gameInfo(game.rules));
};
