import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { PublicPlayerModel } from '../../players/models';
import { LeaderboardPageDto, PlayerRatingDto, RatingHistoryDto } from '../rating-output';
import { RatingsService } from '../ratings.service';
import { LeaderboardPageModel, PlayerRatingModel, RatingHistoryPageModel } from './rating.model';

const CURSOR = { type: () => String, nullable: true, description: 'The next of the previous page' } as const;
const LIMIT = { type: () => Int, nullable: true, description: '1 to 100; 20 when omitted' } as const;

@Resolver(() => PublicPlayerModel)
export class RatingsResolver {
  constructor(private readonly service: RatingsService) {}

  @ResolveField(() => [PlayerRatingModel], {
    description: 'The player’s ratings, one per game and kind of table, each as it stands now (docs/ratings.md)',
  })
  async ratings(@Parent() player: PublicPlayerModel): Promise<readonly PlayerRatingDto[]> {
    return (await this.service.ofPlayer(player.handle)).ratings;
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => RatingHistoryPageModel, { description: 'A player’s rating history in one pool, newest first.' })
  ratingHistory(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('handle', { type: () => String }) handle: string,
    @Args('pool', { type: () => String, description: 'maw, maw-partnerships or pope-joan' }) pool: string,
    @Args('cursor', CURSOR) cursor: string | null,
    @Args('limit', LIMIT) limit: number | null,
  ): Promise<RatingHistoryDto> {
    return this.service.history(caller?.playerId ?? null, handle, { pool, cursor, limit: limit ?? undefined });
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => LeaderboardPageModel, {
    description:
      'The best rated players of a pool with at least minGames rated matches, the last within activeDays, best first.',
  })
  leaderboard(
    @Args('pool', { type: () => String, description: 'maw, maw-partnerships or pope-joan' }) pool: string,
    @Args('minGames', { type: () => Int, nullable: true, description: '10 when omitted' }) minGames: number | null,
    @Args('activeDays', { type: () => Int, nullable: true, description: '90 when omitted' }) activeDays: number | null,
    @Args('cursor', CURSOR) cursor: string | null,
    @Args('limit', LIMIT) limit: number | null,
  ): Promise<LeaderboardPageDto> {
    return this.service.leaderboard({
      pool,
      minGames: minGames ?? undefined,
      activeDays: activeDays ?? undefined,
      cursor,
      limit: limit ?? undefined,
    });
  }
}
