import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { ArchiveApi } from '../api/archive-api';
import { ArchivePageDto, HeadToHeadDto, PlayerStatsDto } from '../api/archive-output';
import { ArchiveArgs, ArchivePageModel, HeadToHeadModel, PlayerStatsModel } from './archive.model';

/** The archive over GraphQL: the twins of ArchiveController's routes. */
@Resolver()
export class ArchiveResolver {
  constructor(private readonly api: ArchiveApi) {}

  @Public()
  @RequireScopes('match:read')
  @Query(() => ArchivePageModel, {
    description:
      'Search the archive: finished open matches (and the private ones you may read), the latest ended first unless order says oldest',
  })
  archive(@CurrentPlayerIfAny() caller: Principal | null, @Args() args: ArchiveArgs): Promise<ArchivePageDto> {
    return this.api.archive(caller?.playerId ?? null, args);
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => PlayerStatsModel, {
    description: 'A player’s statistics by game, from the archived matches you may read',
  })
  playerStats(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('handle', { type: () => String }) handle: string,
    @Args('gameId', { type: () => String, nullable: true }) gameId: string | null,
  ): Promise<PlayerStatsDto> {
    return this.api.stats(caller?.playerId ?? null, { player: handle, gameId: gameId ?? null });
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => HeadToHeadModel, { description: 'A player against an opponent (on opposite sides), by game' })
  headToHead(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('handle', { type: () => String }) handle: string,
    @Args('opponent', { type: () => String }) opponent: string,
    @Args('gameId', { type: () => String, nullable: true }) gameId: string | null,
  ): Promise<HeadToHeadDto> {
    return this.api.headToHead(caller?.playerId ?? null, { player: handle, opponent, gameId: gameId ?? null });
  }
}
