import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CURSOR, LIMIT } from '../common/http/query-parameters';
import { int } from '../common/http/query-values';
import { ApiErrors } from '../openapi/api-errors.decorator';
import { ApiZodBody } from '../openapi/api-zod-body.decorator';
import { AccessTokenPageView, AccessTokenView, accessTokenPageView, accessTokenView } from './access-token-view';
import { AccessTokensService } from './access-tokens.service';
import { createAccessTokenSchema } from './auth-input';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { RequireScopes } from './decorators/require-scopes.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { Principal } from './principal';

@ApiTags('access tokens')
@Controller('api/tokens')
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @RequireScopes('account:read')
  @Get()
  @ApiQuery(CURSOR)
  @ApiQuery(LIMIT)
  @ApiOkResponse({
    description:
      '`{ items, next }`: my personal access tokens, newest first, revoked ones included, without their secrets, and the cursor of the next page (null on the last)',
  })
  @ApiErrors('VALIDATION_FAILED')
  async list(
    @CurrentPlayer() caller: Principal,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<AccessTokenPageView> {
    return accessTokenPageView(await this.tokens.list(caller.playerId, { cursor: cursor ?? null, limit: int(limit) }));
  }

  @SessionOnly()
  @Post()
  @ApiZodBody(createAccessTokenSchema, '`expiresAt` is an ISO 8601 date-time, or null for none')
  @ApiCreatedResponse({ description: '`{ token, secret }`: the secret (`plr_…`) is shown this once' })
  @ApiErrors('VALIDATION_FAILED')
  async create(
    @CurrentPlayer() caller: Principal,
    @Body() body: unknown,
  ): Promise<{ token: AccessTokenView; secret: string }> {
    const { token, secret } = await this.tokens.create(caller.playerId, body);
    return { token: accessTokenView(token), secret };
  }

  @SessionOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'the token is revoked' })
  @ApiErrors('NOT_FOUND')
  revoke(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<void> {
    return this.tokens.revoke(caller.playerId, id);
  }
}
