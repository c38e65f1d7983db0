import { Module } from '@nestjs/common';
import { GamesController } from './games.controller';
import { GamesResolver } from './games.resolver';
import { GamesService } from './games.service';

@Module({
  controllers: [GamesController],
  providers: [GamesService, GamesResolver],
  exports: [GamesService],
})
export class GamesModule {}
