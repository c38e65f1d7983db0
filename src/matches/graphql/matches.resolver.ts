import { UseInterceptors } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer } from '../../auth/decorators/current-player.decorator';
import { RequireScopes } from '../../auth/decorators/require-scopes.decorator';
import { Principal } from '../../auth/principal';
import { GameCatalog } from '../../games/game-catalog';
import { ListingCost } from '../../security/listing-cost.interceptor';
import { EventDto, MatchDto, MatchPageDto, MoveResultDto } from '../api/match-output';
import { MatchesApi } from '../api/matches-api';
import { CreateMatchInput, MyMatchesInput, SubmitMoveInput } from './match.inputs';
import { MatchEventModel, MatchModel, MatchPageModel, MoveResultModel } from './match.model';
import { moveTextOf } from './move-text-of';

@Resolver(() => MatchModel)
export class MatchesResolver {
  constructor(
    private readonly api: MatchesApi,
    private readonly catalog: GameCatalog,
  ) {}

  @RequireScopes('match:read')
  @Query(() => MatchModel, { description: 'A match as you may see it: your view, your legal moves' })
  match(@CurrentPlayer() caller: Principal, @Args('id', { type: () => ID }) id: string): Promise<MatchDto> {
    return this.api.get(caller.playerId, id);
  }

  @RequireScopes('match:read')
  @Query(() => [MatchEventModel], { description: 'The log after afterSeq, as you may see it' })
  matchLog(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('afterSeq', { type: () => Int, defaultValue: -1 }) afterSeq: number,
  ): Promise<EventDto[]> {
    return this.api.events(caller.playerId, matchId, afterSeq);
  }

  @RequireScopes('match:read')
  @Query(() => MatchPageModel, { description: 'Matches you take part in, newest first' })
  @UseInterceptors(ListingCost)
  myMatches(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => MyMatchesInput, nullable: true }) input?: MyMatchesInput,
  ): Promise<MatchPageDto> {
    return this.api.mine(caller.playerId, input?.status ?? [], {
      yourTurn: input?.yourTurn ?? false,
      cursor: input?.cursor ?? null,
      limit: input?.limit ?? 20,
    });
  }

  @RequireScopes('match:read')
  @Query(() => MatchPageModel, {
    description:
      'Matches waiting for players that you may join, newest first: open ones, and private ones inviting you',
  })
  @UseInterceptors(ListingCost)
  openMatches(
    @CurrentPlayer() caller: Principal,
    @Args('gameId', { type: () => String, nullable: true }) gameId: string | null,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<MatchPageDto> {
    return this.api.open(caller.playerId, gameId ?? null, { cursor: cursor ?? null, limit });
  }

  @RequireScopes('match:read')
  @Query(() => MatchPageModel, {
    description: 'The public archive: finished open matches, the latest ended first, each with its seed revealed',
  })
  @UseInterceptors(ListingCost)
  archive(
    @CurrentPlayer() caller: Principal,
    @Args('gameId', { type: () => String, nullable: true }) gameId: string | null,
    @Args('player', { type: () => String, nullable: true, description: 'A handle: only matches this player sat in' })
    player: string | null,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20, description: '1 to 20' }) limit: number,
  ): Promise<MatchPageDto> {
    return this.api.archive(caller.playerId, {
      gameId: gameId ?? null,
      player: player ?? null,
      cursor: cursor ?? null,
      limit,
    });
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel)
  createMatch(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => CreateMatchInput }) input: CreateMatchInput,
  ): Promise<MoveResultDto> {
    return this.api.create(caller.playerId, input);
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel, {
    description: 'Take a seat: by match id (open matches, invitees) or by invite code',
  })
  joinMatch(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID, nullable: true }) matchId?: string,
    @Args('inviteCode', { type: () => String, nullable: true }) inviteCode?: string,
  ): Promise<MoveResultDto> {
    return this.api.join(caller.playerId, { matchId: matchId ?? undefined, inviteCode: inviteCode ?? undefined });
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel, { description: 'Give up your seat before the start' })
  leaveMatch(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
  ): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, matchId, 'leave');
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel, { description: 'The creator starts before every seat is taken' })
  startMatch(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
  ): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, matchId, 'start');
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel, { description: 'Call the match off before the first move' })
  abortMatch(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
  ): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, matchId, 'abort');
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel)
  resign(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string,
  ): Promise<MoveResultDto> {
    return this.api.resign(caller.playerId, matchId, idempotencyKey ?? null);
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel, {
    description: "Past the match's deadline, the awaited seats time out: each resigns",
  })
  claimTimeout(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string,
  ): Promise<MoveResultDto> {
    return this.api.claimTimeout(caller.playerId, matchId, idempotencyKey ?? null);
  }

  @RequireScopes('match:play')
  @Mutation(() => MoveResultModel)
  submitMove(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => SubmitMoveInput }) input: SubmitMoveInput,
  ): Promise<MoveResultDto> {
    return this.api.move(caller.playerId, {
      matchId: input.matchId,
      expectedSeq: input.expectedSeq,
      move: moveTextOf(input, this.catalog),
      idempotencyKey: input.idempotencyKey ?? null,
    });
  }
}
