import { Module } from '@nestjs/common';
import { GameCatalogModule } from './game-catalog.module';
import { GamesController } from './games.controller';
import { GamesResolver } from './games.resolver';
import { GamesService } from './games.service';

@Module({
  imports: [GameCatalogModule],
  controllers: [GamesController],
  providers: [GamesService, GamesResolver],
})
export class GamesModule {}
