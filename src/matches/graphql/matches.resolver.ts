import { UseInterceptors } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { BotMove, CurrentPlayer, CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { BotKindEnum } from '../../players/models';
import { GameCatalog } from '../../games';
import { ListingCost } from '../../security/listing-cost.interceptor';
import { EventPageDto, MatchDto, MatchPageDto, MoveResultDto, RecordImportDto } from '../api/match-output';
import { MatchesApi } from '../api/matches-api';
import { CreateMatchInput, MyMatchesInput, SubmitMoveInput } from './match.inputs';
import { MatchEventPageModel } from './match-event-page.model';
import { MatchModel, MatchPageModel, MoveResultModel, RecordImportModel } from './match.model';
import { moveTextOf } from './move-text-of';

@Resolver(() => MatchModel)
export class MatchesResolver {
  constructor(
    private readonly api: MatchesApi,
    private readonly catalog: GameCatalog,
  ) {}

  @Public()
  @RequireScopes('match:read')
  @Query(() => MatchModel, {
    description:
      'A match as you may see it: your view, your legal moves; without a credential, an open match as a spectator sees it',
  })
  match(@CurrentPlayerIfAny() caller: Principal | null, @Args('id', { type: () => ID }) id: string): Promise<MatchDto> {
    return this.api.get(caller?.playerId ?? null, id);
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => MatchModel, {
    description:
      'A replay: the match as it stood when its log held `seq` events, as you could see it then (from your seat then, or as a spectator)',
  })
  matchAt(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('id', { type: () => ID }) id: string,
    @Args('seq', { type: () => Int, description: "0 to the match's seq" }) seq: number,
    @Args('asSpectator', {
      type: () => Boolean,
      defaultValue: false,
      description: 'true: as a spectator saw it, even where you held a seat',
    })
    asSpectator: boolean,
  ): Promise<MatchDto> {
    return this.api.at(caller?.playerId ?? null, id, { seq, as: asSpectator ? 'spectator' : 'seat' });
  }

  @Public()
  @RequireScopes('match:read')
  @Query(() => MatchEventPageModel, {
    description:
      "The match's events with seq ≥ fromSeq, as you may see them, a page at a time (pass the match's seq for what comes after it)",
  })
  matchLog(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('fromSeq', { type: () => Int, defaultValue: 0, description: 'The first seq wanted; 0 is the whole log' })
    fromSeq: number,
    @Args('cursor', { type: () => String, nullable: true, description: 'The next of the previous page' })
    cursor: string | null,
    @Args('limit', { type: () => Int, defaultValue: 100, description: '1 to 1000' }) limit: number,
  ): Promise<EventPageDto> {
    return this.api.events(caller?.playerId ?? null, matchId, { fromSeq, cursor: cursor ?? null, limit });
  }

  @RequireScopes('match:read')
  @Public()
  @RequireScopes('match:read')
  @Query(() => String, {
    description: "The match's record (docs/records.md) as you may see it: the text GET /api/matches/{id}/record serves",
  })
  matchRecord(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('matchId', { type: () => ID }) matchId: string,
  ): Promise<string> {
    return this.api.record(caller?.playerId ?? null, matchId);
  }

  @RequireScopes('records:import')
  @Mutation(() => RecordImportModel, {
    description:
      'Imports a finished match from its record (docs/records.md), as POST /api/records does: verified as record:verify verifies it',
  })
  importRecord(
    @CurrentPlayer() caller: Principal,
    @Args('record', { type: () => String, description: 'one record, as matchRecord gives it' }) record: string,
  ): Promise<RecordImportDto> {
    return this.api.importRecord(caller.playerId, record);
  }

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

  @Public()
  @RequireScopes('match:read')
  @Query(() => MatchPageModel, {
    description:
      'Matches waiting for players that you may join, newest first: open ones, and private ones inviting you (open ones without a credential)',
  })
  @UseInterceptors(ListingCost)
  openMatches(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Args('gameId', { type: () => String, nullable: true }) gameId: string | null,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<MatchPageDto> {
    return this.api.open(caller?.playerId ?? null, gameId ?? null, { cursor: cursor ?? null, limit });
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
  @Mutation(() => MoveResultModel, {
    description: 'The creator seats a built-in bot in an open seat; the match starts when the last seat is taken',
  })
  seatBot(
    @CurrentPlayer() caller: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('kind', { type: () => BotKindEnum }) kind: BotKindEnum,
  ): Promise<MoveResultDto> {
    return this.api.seatBot(caller.playerId, matchId, { kind });
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
  @BotMove()
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
  @BotMove()
  @Mutation(() => MoveResultModel)
  submitMove(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => SubmitMoveInput }) input: SubmitMoveInput,
  ): Promise<MoveResultDto> {
    const move = moveTextOf(input, this.catalog);
    return this.api.move(
      caller.playerId,
      {
        matchId: input.matchId,
        expectedSeq: input.expectedSeq,
        move: move.text,
        idempotencyKey: input.idempotencyKey ?? null,
      },
      move.typedFor,
    );
  }
}
