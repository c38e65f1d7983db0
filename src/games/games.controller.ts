import { Controller, Get, Param } from '@nestjs/common';
import { Public } from '../auth/decorators/public.decorator';
import { DomainError } from '../common/errors/domain-error';
import { GameInfo } from './game-info';
import { GamesService } from './games.service';

/** The catalog is public: a client builds its "new match" form before anyone logs in. */
@Public()
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
    if (!game) throw new DomainError('NOT_FOUND', `no game "${id}"`);
    return game;
  }
}
