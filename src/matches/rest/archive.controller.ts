import { Controller, Get, Param, Query, applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { CURSOR } from '../../common/http/query-parameters';
import { int } from '../../common/http/query-values';
import { ApiErrors } from '../../common/errors/api-errors.decorator';
import { jsonSchemaOf } from '../../openapi/api-schema';
import { archiveSchema } from '../api/match-input';
import { ApiZodResponse } from '../../openapi/api-zod-response.decorator';
import { ArchiveApi } from '../api/archive-api';
import {
  ArchivePageDto,
  HeadToHeadDto,
  PlayerStatsDto,
  archivePageSchema,
  headToHeadSchema,
  playerStatsSchema,
} from '../api/archive-output';

/** The search's query parameters (docs/archive.md, "Search"), as the OpenAPI document lists them. */
const SEARCH: { name: string; type: 'string' | 'integer'; description: string; enum?: string[] }[] = [
  { name: 'gameId', type: 'string', description: 'only matches of this game' },
  { name: 'player', type: 'string', description: 'a handle: only matches this player sat in' },
  { name: 'opponent', type: 'string', description: 'a handle: who sat against `player` (needs player)' },
  { name: 'partner', type: 'string', description: 'a handle: who sat on `player`’s side (needs player)' },
  { name: 'result', type: 'string', enum: ['won', 'lost', 'drawn'], description: '`player`’s outcome (needs player)' },
  { name: 'rank', type: 'integer', description: '`player`’s rank, 1 the best (needs player)' },
  {
    name: 'options',
    type: 'string',
    description: 'option values, `name:value` separated by commas or in repeated parameters (needs gameId)',
  },
  { name: 'seats', type: 'integer', description: 'how many seats the match had' },
  { name: 'daysPerMove', type: 'integer', description: 'the time limit on each decision, in days' },
  { name: 'endedAfter', type: 'string', description: 'ended at or after: a date (UTC) or an ISO 8601 date and time' },
  { name: 'endedBefore', type: 'string', description: 'ended before: a date (UTC) or an ISO 8601 date and time' },
  { name: 'order', type: 'string', enum: ['latest', 'oldest'], description: 'latest (the default) or oldest first' },
  { name: 'limit', type: 'integer', description: 'how many items a page holds at most: 1 to 100, default 20' },
];

/** Every search parameter, for the OpenAPI document. */
const SearchQueries = (): MethodDecorator =>
  applyDecorators(
    ...SEARCH.map(({ name, type, description, enum: values }) =>
      ApiQuery({
        name,
        required: false,
        description,
        schema:
          type === 'integer'
            ? jsonSchemaOf(archiveSchema.shape[name as 'limit'])
            : { type, ...(values ? { enum: values } : {}) },
      }),
    ),
  );

type SearchParameters = Partial<Record<string, string | string[]>>;

/** A query string's values as the search reads them: integers where it takes integers, absent as null. */
function searchInput(q: SearchParameters): Record<string, unknown> {
  const one = (name: string) => {
    const value = q[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const input: Record<string, unknown> = { options: q.options ?? null, cursor: one('cursor') ?? null };
  for (const { name, type } of SEARCH)
    if (name !== 'options') input[name] = type === 'integer' ? int(one(name)) : one(name);
  return input;
}

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
  @SearchQueries()
  @ApiQuery(CURSOR)
  @ApiZodResponse(
    200,
    archivePageSchema,
    'the finished matches the search holds, in its order, each with its seed revealed and the spectator’s final view: `{ items, next, total }`',
  )
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  archive(@CurrentPlayerIfAny() caller: Principal | null, @Query() query: SearchParameters): Promise<ArchivePageDto> {
    return this.api.archive(caller?.playerId ?? null, searchInput(query));
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
