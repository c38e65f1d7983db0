import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RECORD_CONTENT_TYPE, RECORD_MEDIA_TYPE } from '../../records';
import { z } from 'zod';
import { BotMove, CurrentPlayer, CurrentPlayerIfAny, Principal, Public, RequireScopes } from '../../auth';
import { ApiErrors, CURSOR, LIMIT, flag, int, parseInput, refuseUnknownFields } from '../../common';
import { ApiZodBody, ApiZodResponse, inputSchemaOf, jsonSchemaOf } from '../../openapi';
import { ListingCost } from '../../security/listing-cost.interceptor';
import {
  createMatchSchema,
  joinByCodeSchema,
  listSchema,
  replaySchema,
  seatBotSchema,
  statusFilterSchema,
  submitMoveSchema,
} from '../api/match-input';
import { EVENT_LIMIT, FROM_SEQ } from './log-parameters';
import { LOADS } from './load-errors';
import { moveText } from '../api/match-presenter';
import {
  EventPageDto,
  MatchDto,
  MatchPageDto,
  MoveResultDto,
  matchEventPageSchema,
  matchPageSchema,
  matchSchema,
  moveResultSchema,
} from '../api/match-output';
import { MatchesApi } from '../api/matches-api';

interface MoveBody {
  readonly expectedSeq?: unknown;
  /** Text notation (`5H`, `rob 3D`) — or typed: */
  readonly move?: unknown;
  readonly type?: string;
  readonly card?: string;
  readonly idempotencyKey?: unknown;
}

/** The REST move body as the service reads it: `matchId` comes from the path; a typed move may replace the text. */
const moveBodySchema = submitMoveSchema
  .omit({ matchId: true })
  .partial({ move: true })
  .extend({ type: z.string().optional(), card: z.string().optional() })
  .describe(
    '`move` in text notation, or `type` (and `card`) typed, as `legalMoves` lists them. `idempotencyKey` may come as the Idempotency-Key header instead.',
  );

const RESULT =
  'the match as the caller may see it, the events this request appended (or, for a repeated idempotency key, had appended), and `fresh`';
const PAGE =
  '`{ items, next }`: matches as the caller may see them, and the cursor of the next page (null on the last)';
const IDEMPOTENCY_KEY = {
  name: 'idempotency-key',
  required: false,
  description: 'repeating a key returns the first result instead of acting twice',
};
@ApiTags('matches')
@Controller('api/matches')
export class MatchesController {
  constructor(private readonly api: MatchesApi) {}

  @RequireScopes('match:read')
  @Get()
  @ApiOperation({
    operationId: 'listMyMatches',
    description:
      'The matches I created or sit in, newest first, paged; with `yourTurn=true` only those awaiting my decision.',
    summary: 'My matches (created or taking part), newest first',
  })
  @ApiQuery({ name: 'status', required: false, description: 'comma-separated: open, active, finished, aborted' })
  @ApiQuery({
    name: 'yourTurn',
    required: false,
    schema: { type: 'boolean', default: false },
    description: 'true: only the matches awaiting your decision',
  })
  @ApiQuery(CURSOR)
  @ApiQuery({ ...LIMIT, schema: jsonSchemaOf(listSchema.shape.limit) })
  @ApiZodResponse(200, matchPageSchema, `my matches, newest first: ${PAGE}`)
  @ApiErrors('VALIDATION_FAILED')
  @UseInterceptors(ListingCost)
  mine(
    @CurrentPlayer() caller: Principal,
    @Query('status') status?: string,
    @Query('yourTurn') yourTurn?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<MatchPageDto> {
    const { status: statuses } = parseInput(statusFilterSchema, { status });
    return this.api.mine(caller.playerId, statuses, {
      yourTurn: flag(yourTurn),
      cursor: cursor ?? null,
      limit: int(limit),
    });
  }

  @Public()
  @RequireScopes('match:read')
  @Get('open')
  @ApiOperation({
    operationId: 'listOpenMatches',
    description:
      'Open matches with a free seat that the caller may join: the open ones, and the private ones they are invited to.',
    summary: 'Matches waiting for players that I may join',
  })
  @ApiQuery({
    name: 'gameId',
    required: false,
    schema: { type: 'string' },
    description: 'a game’s id (`maw`, `pope-joan`): only matches of this game',
  })
  @ApiQuery(CURSOR)
  @ApiQuery({ ...LIMIT, schema: jsonSchemaOf(listSchema.shape.limit) })
  @ApiZodResponse(
    200,
    matchPageSchema,
    `matches waiting for players that you may join, newest first (open ones, and private ones inviting you; open ones to a caller without a credential): ${PAGE}`,
  )
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  @UseInterceptors(ListingCost)
  open(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Query('gameId') gameId?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<MatchPageDto> {
    return this.api.open(caller?.playerId ?? null, gameId ?? null, { cursor: cursor ?? null, limit: int(limit) });
  }

  @RequireScopes('match:play')
  @Post()
  @ApiOperation({
    operationId: 'createMatch',
    description:
      'Creates a match of a hosted game with its options, seats, visibility and time limit; the creator takes a seat unless `takeSeat` is false.',
    summary: 'Create a match',
  })
  @ApiZodBody(createMatchSchema, 'game options are validated by the game (see GET /api/games/{id})')
  @ApiZodResponse(201, moveResultSchema, RESULT)
  @ApiErrors('VALIDATION_FAILED', 'NOT_FOUND')
  create(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<MoveResultDto> {
    return this.api.create(caller.playerId, body);
  }

  @RequireScopes('match:play')
  @Post('join')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'joinMatchByInviteCode',
    description:
      'Takes a seat in the private match whose invite code is given; the match starts when its last seat is taken.',
    summary: 'Take a seat in the match an invite code names',
  })
  @ApiZodBody(joinByCodeSchema)
  @ApiZodResponse(200, moveResultSchema, `${RESULT}; the match starts when the last seat is taken`)
  @ApiErrors(...LOADS, 'MATCH_FULL', 'ALREADY_JOINED', 'NOT_OPEN', 'STALE_SEQ')
  joinByCode(
    @CurrentPlayer() caller: Principal,
    @Body() body: { inviteCode?: unknown } | undefined,
  ): Promise<MoveResultDto> {
    refuseUnknownFields(body, Object.keys(joinByCodeSchema.shape));
    return this.api.join(caller.playerId, {
      inviteCode: typeof body?.inviteCode === 'string' ? body.inviteCode : undefined,
    });
  }

  @Public()
  @RequireScopes('match:read')
  @Get(':id')
  @ApiOperation({
    operationId: 'getMatch',
    description:
      'The match as the caller may see it: their seat’s view (a spectator’s elsewhere), their legal moves, and the seed once it is over.',
    summary: 'A match as I may see it',
  })
  @ApiZodResponse(
    200,
    matchSchema,
    "the match as the caller may see it: their seat, view, decision and legal moves; a spectator's to a caller without a credential (an open match only)",
  )
  @ApiErrors(...LOADS)
  get(@CurrentPlayerIfAny() caller: Principal | null, @Param('id') id: string): Promise<MatchDto> {
    return this.api.get(caller?.playerId ?? null, id);
  }

  @Public()
  @RequireScopes('match:read')
  @Get(':id/events')
  @ApiOperation({
    operationId: 'listMatchEvents',
    description: 'The log from `fromSeq` on, a page at a time, with other seats’ secrets redacted for the caller.',
    summary: 'A match’s log as I may see it',
  })
  @ApiQuery(FROM_SEQ)
  @ApiQuery(CURSOR)
  @ApiQuery(EVENT_LIMIT)
  @ApiZodResponse(
    200,
    matchEventPageSchema,
    '`{ items, next }`: the events with seq ≥ `fromSeq`, each as the caller may see it, in seq order, and the cursor of the next page (null on the last)',
  )
  @ApiErrors(...LOADS)
  events(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('id') id: string,
    @Query('fromSeq') fromSeq?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<EventPageDto> {
    return this.api.events(caller?.playerId ?? null, id, {
      fromSeq: int(fromSeq),
      cursor: cursor ?? null,
      limit: int(limit),
    });
  }

  @Public()
  @RequireScopes('match:read')
  @Get(':id/at/:seq')
  @ApiOperation({
    operationId: 'getMatchAt',
    description:
      'Replays the log to `seq` and shows the match as the caller’s seat (or a spectator, with `as=spectator`) saw it then.',
    summary: 'A match as I could see it after its first `seq` events (a replay)',
  })
  @ApiParam({ name: 'seq', schema: jsonSchemaOf(replaySchema.shape.seq), example: 12 })
  @ApiQuery({
    name: 'as',
    required: false,
    schema: jsonSchemaOf(replaySchema.shape.as),
    description: '`seat` (the default): from the seat you held then, if any; `spectator`: as a spectator saw it',
  })
  @ApiZodResponse(
    200,
    matchSchema,
    "the match as it stood when its log held `seq` events, as the caller could see it then: their seat's view and legal moves at that point (a spectator's before they sat, without a credential, or with `as=spectator`); the seed only if it had ended by then",
  )
  @ApiErrors(...LOADS, 'SEQ_OUT_OF_RANGE')
  at(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('id') id: string,
    @Param('seq') seq: string,
    @Query('as') as?: string,
  ): Promise<MatchDto> {
    return this.api.at(caller?.playerId ?? null, id, { seq: int(seq), as });
  }

  @Public()
  @RequireScopes('match:read')
  @Get(':id/record')
  @ApiOperation({
    operationId: 'getMatchRecord',
    description:
      'The match’s text record as the caller may see it: tags, then every move; `npm run record:verify` checks it.',
    summary: 'A match’s record as I may see it (docs/records.md)',
  })
  @ApiResponse({
    status: 200,
    description:
      "the match's record, tags and every game or deal, as the caller may see it (a spectator's to a caller without a credential, an open match only); the seed once the match is over",
    content: { [RECORD_MEDIA_TYPE]: { schema: { type: 'string' } } },
  })
  @ApiErrors(...LOADS)
  async record(
    @CurrentPlayerIfAny() caller: Principal | null,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const text = await this.api.record(caller?.playerId ?? null, id);
    reply.type(RECORD_CONTENT_TYPE);
    return text;
  }

  @RequireScopes('match:play')
  @Post(':id/join')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'joinMatch',
    description:
      'Takes a free seat in an open match the caller may join; the match starts when its last seat is taken.',
    summary: 'Take a seat',
  })
  @ApiZodResponse(200, moveResultSchema, `${RESULT}; the match starts when the last seat is taken`)
  @ApiErrors(...LOADS, 'MATCH_FULL', 'ALREADY_JOINED', 'NOT_OPEN', 'BOTS_NOT_ALLOWED', 'STALE_SEQ')
  join(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.join(caller.playerId, { matchId: id });
  }

  @RequireScopes('match:play')
  @Post(':id/bots')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'seatBot',
    description:
      'The creator seats a built-in bot of the kind given in a free seat; the match starts when its last seat is taken.',
    summary: 'Seat a built-in bot in an open seat (the creator only)',
  })
  @ApiZodBody(seatBotSchema)
  @ApiZodResponse(200, moveResultSchema, `${RESULT}; the match starts when the last seat is taken`)
  @ApiErrors(...LOADS, 'NOT_CREATOR', 'MATCH_FULL', 'NOT_OPEN', 'STALE_SEQ')
  seatBot(@CurrentPlayer() caller: Principal, @Param('id') id: string, @Body() body: unknown): Promise<MoveResultDto> {
    return this.api.seatBot(caller.playerId, id, body);
  }

  @RequireScopes('match:play')
  @Post(':id/leave')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'leaveMatch',
    description: 'Gives up the caller’s seat in a match not yet started.',
    summary: 'Leave the lobby of a match not started',
  })
  @ApiZodResponse(200, moveResultSchema, RESULT)
  @ApiErrors(...LOADS, 'NOT_OPEN', 'NOT_A_PLAYER', 'STALE_SEQ')
  leave(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'leave');
  }

  @RequireScopes('match:play')
  @Post(':id/start')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startMatch',
    description:
      'The creator starts the match before every seat is taken, with the players seated, if the game allows that many.',
    summary: 'Start a match early, with the players it has (the creator only)',
  })
  @ApiZodResponse(200, moveResultSchema, RESULT)
  @ApiErrors(...LOADS, 'NOT_CREATOR', 'NOT_OPEN', 'TOO_FEW_PLAYERS', 'STALE_SEQ')
  start(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'start');
  }

  @RequireScopes('match:play')
  @Post(':id/abort')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'abortMatch',
    description: 'Ends a started match before any player chose a move; it counts as no result.',
    summary: 'Abort a match before anyone chose a move',
  })
  @ApiZodResponse(200, moveResultSchema, RESULT)
  @ApiErrors(...LOADS, 'NOT_A_PLAYER', 'NOT_ACTIVE', 'TOO_LATE_TO_ABORT', 'STALE_SEQ')
  abort(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'abort');
  }

  @RequireScopes('match:play')
  @BotMove()
  @Post(':id/resign')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resign',
    description:
      'Resigns the caller’s seat; the rules say what happens to the match (docs/rules). The key may come as the Idempotency-Key header.',
    summary: 'Resign',
  })
  @ApiHeader(IDEMPOTENCY_KEY)
  @ApiZodResponse(200, moveResultSchema, RESULT)
  @ApiErrors(...LOADS, 'NOT_A_PLAYER', 'NOT_ACTIVE', 'GAME_OVER', 'STALE_SEQ', 'IDEMPOTENCY_KEY_REUSED')
  resign(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<MoveResultDto> {
    return this.api.resign(caller.playerId, id, key ?? null);
  }

  @RequireScopes('match:play')
  @Post(':id/claim-timeout')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'claimTimeout',
    description: 'A player of the match times out the seats whose decision is overdue; they resign as the rules say.',
    summary: 'Time out the seats awaited past the deadline',
  })
  @ApiHeader(IDEMPOTENCY_KEY)
  @ApiZodResponse(
    200,
    moveResultSchema,
    `the awaited seats, past the match's \`deadline\`, time out and resign: ${RESULT}`,
  )
  @ApiErrors(...LOADS, 'NOT_A_PLAYER', 'NOT_ACTIVE', 'NOT_OVERDUE', 'STALE_SEQ', 'IDEMPOTENCY_KEY_REUSED')
  claimTimeout(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<MoveResultDto> {
    return this.api.claimTimeout(caller.playerId, id, key ?? null);
  }

  /** A move in text (`{"move": "5H"}`) or typed (`{"type": "rob", "card": "3D"}`); the Idempotency-Key header or body field. */
  @RequireScopes('match:play')
  @BotMove()
  @Post(':id/moves')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'submitMove',
    description:
      'Plays a move as text or typed, at `expectedSeq`: appended there or not at all (409 STALE_SEQ when the log moved on).',
    summary: 'Submit a move, at the seq it was decided at',
  })
  @ApiHeader(IDEMPOTENCY_KEY)
  @ApiBody({ schema: inputSchemaOf(moveBodySchema), required: true })
  @ApiZodResponse(200, moveResultSchema, `${RESULT}; forced moves that follow are appended with it`)
  @ApiErrors(
    ...LOADS,
    'STALE_SEQ',
    'NOT_A_PLAYER',
    'NOT_ACTIVE',
    'MALFORMED_MOVE',
    'NOT_YOUR_TURN',
    'ILLEGAL_MOVE',
    'GAME_OVER',
    'IDEMPOTENCY_KEY_REUSED',
  )
  move(
    @CurrentPlayer() caller: Principal,
    @Param('id') id: string,
    @Body() body: MoveBody | undefined,
    @Headers('idempotency-key') key?: string,
  ): Promise<MoveResultDto> {
    refuseUnknownFields(body, Object.keys(moveBodySchema.shape));
    const move = body?.move ?? (typeof body?.type === 'string' ? moveText(body.type, body.card) : undefined);
    return this.api.move(caller.playerId, {
      matchId: id,
      expectedSeq: body?.expectedSeq,
      move,
      idempotencyKey: body?.idempotencyKey ?? key ?? null,
    });
  }
}
