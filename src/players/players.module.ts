import { Module } from '@nestjs/common';
import { PlayersController } from './players.controller';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Module({
  controllers: [PlayersController],
  providers: [PlayersService, PlayersResolver],
  exports: [PlayersService],
})
export class PlayersModule {}
