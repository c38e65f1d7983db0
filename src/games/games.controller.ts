import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '../auth';
import { ApiErrors, DomainError } from '../common';
import { ApiZodResponse } from '../openapi';
import { GameInfo, gameInfoSchema } from './game-info';
import { GamesService } from './games.service';

/** The catalog is public: a client builds its "new match" form before anyone logs in. */
@Public()
@ApiTags('games')
@Controller('api/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listGames',
    description: 'Every game this server hosts, with its seat counts and the options a match of it may set.',
    summary: 'The games this server hosts',
  })
  @ApiZodResponse(200, z.array(gameInfoSchema), 'the games this server hosts, with their options and player counts')
  list(): GameInfo[] {
    return this.games.list();
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getGame',
    description: 'One hosted game by id, with its seat counts and options, their values and defaults.',
    summary: 'One game of the catalog',
  })
  @ApiZodResponse(200, gameInfoSchema, 'one game: its options (names, values, defaults) and player counts')
  @ApiErrors('NOT_FOUND')
  find(@Param('id') id: string): GameInfo {
    const game = this.games.find(id);
    if (!game) throw new DomainError('NOT_FOUND', `no game "${id}"`);
    return game;
  }
}
