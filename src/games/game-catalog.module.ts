import { Module } from '@nestjs/common';
import { GameCatalog } from './game-catalog';
import { servedGames } from './served-games';

/** The games this process serves, for the modules that look games up (games, matches). */
@Module({
  providers: [{ provide: GameCatalog, useFactory: servedGames }],
  exports: [GameCatalog],
})
export class GameCatalogModule {}
