import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentPlayer } from '../auth/decorators/current-player.decorator';
import { RequireScopes } from '../auth/decorators/require-scopes.decorator';
import { Principal } from '../auth/principal';
import { MatchStatus } from './domain/match-state';
import { EventDto, MatchDto, moveText } from './match-presenter';
import { MatchPageDto, MatchesApi, MoveResultDto } from './matches-api.service';

const STATUSES: readonly string[] = ['open', 'active', 'finished', 'aborted'];

/** A query-string integer, or the text itself so validation can name it. */
export function int(value: string | undefined): unknown {
  return value === undefined ? undefined : /^-?\d+$/.test(value) ? Number(value) : value;
}

interface MoveBody {
  readonly expectedSeq?: unknown;
  /** Text notation (`5H`, `rob 3D`) — or typed: */
  readonly move?: unknown;
  readonly type?: string;
  readonly card?: string;
  readonly idempotencyKey?: unknown;
}

@Controller('api/matches')
export class MatchesController {
  constructor(private readonly api: MatchesApi) {}

  @RequireScopes('match:read')
  @Get()
  mine(@CurrentPlayer() caller: Principal, @Query('status') status?: string, @Query('cursor') cursor?: string, @Query('limit') limit?: string): Promise<MatchPageDto> {
    const statuses = (status ?? '').split(',').filter((s) => STATUSES.includes(s)) as MatchStatus[];
    return this.api.mine(caller.playerId, statuses, { cursor: cursor ?? null, limit: int(limit) });
  }

  @RequireScopes('match:read')
  @Get('open')
  open(@CurrentPlayer() caller: Principal, @Query('gameId') gameId?: string, @Query('cursor') cursor?: string, @Query('limit') limit?: string): Promise<MatchPageDto> {
    return this.api.open(caller.playerId, gameId ?? null, { cursor: cursor ?? null, limit: int(limit) });
  }

  @RequireScopes('match:play')
  @Post()
  create(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<MoveResultDto> {
    return this.api.create(caller.playerId, body);
  }

  @RequireScopes('match:play')
  @Post('join')
  @HttpCode(200)
  joinByCode(@CurrentPlayer() caller: Principal, @Body() body: { inviteCode?: unknown } | undefined): Promise<MoveResultDto> {
    return this.api.join(caller.playerId, { inviteCode: typeof body?.inviteCode === 'string' ? body.inviteCode : undefined });
  }

  @RequireScopes('match:read')
  @Get(':id')
  get(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MatchDto> {
    return this.api.get(caller.playerId, id);
  }

  @RequireScopes('match:read')
  @Get(':id/events')
  events(@CurrentPlayer() caller: Principal, @Param('id') id: string, @Query('afterSeq') afterSeq?: string): Promise<EventDto[]> {
    return this.api.events(caller.playerId, id, int(afterSeq));
  }

  @RequireScopes('match:play')
  @Post(':id/join')
  @HttpCode(200)
  join(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.join(caller.playerId, { matchId: id });
  }

  @RequireScopes('match:play')
  @Post(':id/leave')
  @HttpCode(200)
  leave(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'leave');
  }

  @RequireScopes('match:play')
  @Post(':id/start')
  @HttpCode(200)
  start(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'start');
  }

  @RequireScopes('match:play')
  @Post(':id/abort')
  @HttpCode(200)
  abort(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<MoveResultDto> {
    return this.api.command(caller.playerId, id, 'abort');
  }

  @RequireScopes('match:play')
  @Post(':id/resign')
  @HttpCode(200)
  resign(@CurrentPlayer() caller: Principal, @Param('id') id: string, @Headers('idempotency-key') key?: string): Promise<MoveResultDto> {
    return this.api.resign(caller.playerId, id, key ?? null);
  }

  /** A move in text (`{"move": "5H"}`) or typed (`{"type": "rob", "card": "3D"}`); the Idempotency-Key header or body field. */
  @RequireScopes('match:play')
  @Post(':id/moves')
  @HttpCode(200)
  move(@CurrentPlayer() caller: Principal, @Param('id') id: string, @Body() body: MoveBody | undefined, @Headers('idempotency-key') key?: string): Promise<MoveResultDto> {
    const move = body?.move ?? (typeof body?.type === 'string' ? moveText(body.type, body.card) : undefined);
    return this.api.move(caller.playerId, { matchId: id, expectedSeq: body?.expectedSeq, move, idempotencyKey: body?.idempotencyKey ?? key ?? null });
  }
}
