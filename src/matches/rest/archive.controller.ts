import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { ApiErrors } from '../../common';
import { ApiZodResponse } from '../../openapi';
import { ArchiveApi } from '../api/archive-api';
import {
  ArchivePageDto,
  HeadToHeadDto,
  PlayerStatsDto,
  archivePageSchema,
  headToHeadSchema,
  playerStatsSchema,
} from '../api/archive-output';
import { ApiQueries, LIMIT_PARAMETER, QueryValues, SEARCH_PARAMETERS, queryInput } from './search-parameters';

/** The archive's search, a page at a time. */
const ARCHIVE_PARAMETERS = [...SEARCH_PARAMETERS, LIMIT_PARAMETER];

/** The archive over REST: the search, and the statistics counted from it (docs/archive.md). */
@ApiTags('archive')
@Controller('api')
export class ArchiveController {
  constructor(private readonly api: ArchiveApi) {}

  @Public()
  @RequireScopes('match:read')
  @Get('matches/archive')
  @ApiOperation({
    operationId: 'listArchive',
    description:
      'Searches the finished matches by game, player, opponent, partner, result, rank, options, seats, time limit and when they ended.',
    summary: 'Search the archive: finished open matches, and the private ones you may read',
  })
  @ApiQueries(ARCHIVE_PARAMETERS)
  @ApiZodResponse(
    200,
    archivePageSchema,
    'the finished matches the search holds, in its order, each with its seed revealed and the spectator’s final view: `{ items, next, total }`',
  )
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  archive(@CurrentPlayerIfAny() caller: Principal | null, @Query() query: QueryValues): Promise<ArchivePageDto> {
    return this.api.archive(caller?.playerId ?? null, queryInput(query, ARCHIVE_PARAMETERS));
  }

  @Public()
  @RequireScopes('match:read')
  @Get('players/:handle/stats')
  @ApiOperation({
    operationId: 'playerStats',
    description: 'Counts a player’s finished matches the caller may read, by game: outcomes, ranks and average score.',
    summary: 'A player’s statistics by game',
  })
  @ApiParam({ name: 'handle' })
  @ApiQuery({
    name: 'gameId',
    required: false,
    schema: { type: 'string' },
    description: 'a game’s id (`maw`, `pope-joan`): only matches of this game',
  })
  @ApiZodResponse(200, playerStatsSchema, 'counted from the archived matches you may read')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  stats(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('handle') handle: string,
    @Query('gameId') gameId?: string,
  ): Promise<PlayerStatsDto> {
    return this.api.stats(caller?.playerId ?? null, { player: handle, gameId: gameId ?? null });
  }

  @Public()
  @RequireScopes('match:read')
  @Get('players/:handle/stats/:opponent')
  @ApiOperation({
    operationId: 'headToHead',
    description: 'Counts the finished matches where two different players sat on opposite sides, by game.',
    summary: 'A player against an opponent, by game',
  })
  @ApiParam({ name: 'handle' })
  @ApiParam({ name: 'opponent' })
  @ApiQuery({
    name: 'gameId',
    required: false,
    schema: { type: 'string' },
    description: 'a game’s id (`maw`, `pope-joan`): only matches of this game',
  })
  @ApiZodResponse(
    200,
    headToHeadSchema,
    'counted from the archived matches you may read where they sat on opposite sides',
  )
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  headToHead(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('handle') handle: string,
    @Param('opponent') opponent: string,
    @Query('gameId') gameId?: string,
  ): Promise<HeadToHeadDto> {
    return this.api.headToHead(caller?.playerId ?? null, { player: handle, opponent, gameId: gameId ?? null });
  }
}
