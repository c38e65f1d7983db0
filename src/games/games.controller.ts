import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { GameInfo } from './game-info';
import { GamesService } from './games.service';

@Controller('api/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get()
  list(): GameInfo[] {
    return this.games.list();
  }

  @Get(':id')
  find(@Param('id') id: string): GameInfo {
    const game = this.games.find(id);
    if (!game) throw new NotFoundException(`no game "${id}"`);
    return game;
  }
}
