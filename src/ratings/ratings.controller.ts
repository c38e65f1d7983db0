import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../auth';
import { ApiErrors, CURSOR, LIMIT, int } from '../common';
import { ApiZodResponse, jsonSchemaOf } from '../openapi';
import { historySchema, leaderboardSchema } from './rating-input';
import {
  LeaderboardPageDto,
  PlayerRatingsDto,
  RatingHistoryDto,
  leaderboardPageSchema,
  playerRatingsSchema,
  ratingHistorySchema,
} from './rating-output';
import { RatingsService } from './ratings.service';

@ApiTags('ratings')
@Controller('api')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Public()
  @RequireScopes('match:read')
  @Get('players/:handle/ratings')
  @ApiOperation({
    operationId: 'getPlayerRatings',
    description:
      'A player’s ratings, one per game and kind of table they were rated in, each as it stands now: its uncertainty grown with the days since their last rated match there (docs/ratings.md).',
    summary: 'A player’s ratings',
  })
  @ApiZodResponse(200, playerRatingsSchema, 'the player’s ratings by pool; none before their first rated match')
  @ApiErrors('NOT_FOUND')
  player(@Param('handle') handle: string): Promise<PlayerRatingsDto> {
    return this.ratings.ofPlayer(handle);
  }

  @Public()
  @RequireScopes('match:read')
  @Get('players/:handle/ratings/:pool/history')
  @ApiOperation({
    operationId: 'getRatingHistory',
    description: 'How a player’s rating in one pool changed, one rated match at a time, newest first.',
    summary: 'A player’s rating history in one pool',
  })
  @ApiQuery(CURSOR)
  @ApiQuery({ ...LIMIT, schema: jsonSchemaOf(historySchema.shape.limit) })
  @ApiZodResponse(200, ratingHistorySchema, '`{ items, next }`: the rated matches, newest first')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  history(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('handle') handle: string,
    @Param('pool') pool: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<RatingHistoryDto> {
    return this.ratings.history(caller?.playerId ?? null, handle, { pool, cursor: cursor ?? null, limit: int(limit) });
  }

  @Public()
  @RequireScopes('match:read')
  @Get('leaderboards/:pool')
  @ApiOperation({
    operationId: 'getLeaderboard',
    description:
      'The best rated players of a game and kind of table (`maw`, `maw-partnerships`, `pope-joan`) with at least `minGames` rated matches there, the last within `activeDays`, best first.',
    summary: 'A leaderboard',
  })
  @ApiQuery({
    name: 'minGames',
    required: false,
    schema: jsonSchemaOf(leaderboardSchema.shape.minGames),
    description: 'the fewest rated matches a player needs in the pool (10, when a rating stops being provisional)',
  })
  @ApiQuery({
    name: 'activeDays',
    required: false,
    schema: jsonSchemaOf(leaderboardSchema.shape.activeDays),
    description: 'only players whose last rated match in the pool ended within this many days',
  })
  @ApiQuery(CURSOR)
  @ApiQuery({ ...LIMIT, schema: jsonSchemaOf(leaderboardSchema.shape.limit) })
  @ApiZodResponse(200, leaderboardPageSchema, '`{ items, next }`: players, best first')
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  leaderboard(
    @Param('pool') pool: string,
    @Query('minGames') minGames?: string,
    @Query('activeDays') activeDays?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<LeaderboardPageDto> {
    return this.ratings.leaderboard({
      pool,
      minGames: int(minGames),
      activeDays: int(activeDays),
      cursor: cursor ?? null,
      limit: int(limit),
    });
  }
}
