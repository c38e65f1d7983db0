import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { DomainError } from '../common/errors/domain-error';
import { ApiErrors } from '../openapi/api-errors.decorator';
import { GameInfo } from './game-info';
import { GamesService } from './games.service';

/** The catalog is public: a client builds its "new match" form before anyone logs in. */
@Public()
@ApiTags('games')
@Controller('api/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get()
  @ApiOkResponse({ description: 'the games this server hosts, with their options and seat counts' })
  list(): GameInfo[] {
    return this.games.list();
  }

  @Get(':id')
  @ApiOkResponse({ description: 'one game: its options (names, values, defaults) and seat counts' })
  @ApiErrors('NOT_FOUND')
  find(@Param('id') id: string): GameInfo {
    const game = this.games.find(id);
    if (!game) throw new DomainError('NOT_FOUND', `no game "${id}"`);
    return game;
  }
}
