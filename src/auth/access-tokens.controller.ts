import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../openapi/api-errors.decorator';
import { ApiZodBody } from '../openapi/api-zod-body.decorator';
import { AccessTokenView, accessTokenView } from './access-token-view';
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
  @ApiOkResponse({ description: 'my personal access tokens, without their secrets' })
  async list(@CurrentPlayer() caller: Principal): Promise<AccessTokenView[]> {
    return (await this.tokens.list(caller.playerId)).map(accessTokenView);
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
