import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors, CURSOR, LIMIT, int } from '../common';
import { ApiZodBody, ApiZodResponse, jsonSchemaOf } from '../openapi';
import { tokenPageSchema } from './auth-input';
import {
  AccessTokenPageView,
  CreatedAccessToken,
  accessTokenPageSchema,
  accessTokenPageView,
  accessTokenView,
  createdAccessTokenSchema,
} from './access-token-view';
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
  @ApiOperation({
    operationId: 'listAccessTokens',
    description: 'My personal access tokens, a page at a time; never their secrets, which are shown once when made.',
    summary: 'My personal access tokens',
  })
  @ApiQuery(CURSOR)
  @ApiQuery({ ...LIMIT, schema: jsonSchemaOf(tokenPageSchema.shape.limit) })
  @ApiZodResponse(
    200,
    accessTokenPageSchema,
    'my personal access tokens, newest first, revoked ones included, without their secrets, and the cursor of the next page (null on the last)',
  )
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
  @ApiOperation({
    operationId: 'createAccessToken',
    description:
      'Makes a token with the scopes named, and an expiry if given; its secret (`plr_…`) is in this answer only.',
    summary: 'Create a personal access token',
  })
  @ApiZodBody(createAccessTokenSchema, '`expiresAt` is an ISO 8601 date-time, or null for none')
  @ApiZodResponse(201, createdAccessTokenSchema, '`{ token, secret }`: the secret (`plr_…`) is shown this once')
  @ApiErrors('VALIDATION_FAILED')
  async create(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<CreatedAccessToken> {
    const { token, secret } = await this.tokens.create(caller.playerId, body);
    return { token: accessTokenView(token), secret };
  }

  @SessionOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeAccessToken',
    description: 'Revokes one of my tokens at once: requests made with it are refused from then on.',
    summary: 'Revoke a personal access token',
  })
  @ApiNoContentResponse({ description: 'the token is revoked' })
  @ApiErrors('NOT_FOUND')
  revoke(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<void> {
    return this.tokens.revoke(caller.playerId, id);
  }
}
