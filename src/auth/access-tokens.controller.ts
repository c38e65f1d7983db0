import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AccessTokenView, accessTokenView } from './access-token-view';
import { AccessTokensService } from './access-tokens.service';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { RequireScopes } from './decorators/require-scopes.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { Principal } from './principal';

@Controller('api/tokens')
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @RequireScopes('account:read')
  @Get()
  async list(@CurrentPlayer() caller: Principal): Promise<AccessTokenView[]> {
    return (await this.tokens.list(caller.playerId)).map(accessTokenView);
  }

  @SessionOnly()
  @Post()
  async create(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<{ token: AccessTokenView; secret: string }> {
    const { token, secret } = await this.tokens.create(caller.playerId, body);
    return { token: accessTokenView(token), secret };
  }

  @SessionOnly()
  @Delete(':id')
  @HttpCode(204)
  revoke(@CurrentPlayer() caller: Principal, @Param('id') id: string): Promise<void> {
    return this.tokens.revoke(caller.playerId, id);
  }
}
