import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer, Principal, Public, RequireScopes, SessionOnly } from '../auth';
import { ApiErrors } from '../common';
import { ApiZodBody, ApiZodResponse } from '../openapi';
import { updateProfileSchema } from './player-input';
import { Player, PlayerProfile, ownPlayerSchema, ownView, publicPlayerSchema } from './player';
import { PlayersService } from './players.service';

@ApiTags('players')
@Controller('api')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Public()
  @Get('players/:handle')
  @ApiOperation({
    operationId: 'getPlayer',
    description:
      'Anyone’s public profile by handle, in any case: handle, display name, when they joined, and whether it is a bot account.',
    summary: 'A public profile',
  })
  @ApiZodResponse(200, publicPlayerSchema, 'a public profile: handle, display name, when they joined')
  @ApiErrors('NOT_FOUND')
  profile(@Param('handle') handle: string): Promise<PlayerProfile> {
    return this.players.profile(handle);
  }

  @RequireScopes('account:read')
  @Get('me')
  @ApiOperation({
    operationId: 'getMe',
    description: 'The caller’s own profile, with its id.',
    summary: 'My own profile',
  })
  @ApiZodResponse(200, ownPlayerSchema, 'my own profile')
  async me(@CurrentPlayer() caller: Principal): Promise<Player> {
    return ownView(await this.players.me(caller.playerId));
  }

  @SessionOnly()
  @Post('players/me/bot')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'becomeBot',
    description:
      'Marks my account a bot account, for a program playing with a personal access token; bots show as such to everyone.',
    summary: 'Make my account a bot account, for a program to play',
  })
  @ApiZodResponse(200, ownPlayerSchema, 'my profile, `bot` true')
  async becomeBot(@CurrentPlayer() caller: Principal): Promise<Player> {
    return ownView(await this.players.becomeBot(caller.playerId));
  }

  @SessionOnly()
  @Patch('me')
  @ApiOperation({
    operationId: 'updateProfile',
    description:
      'Changes my display name: 1 to 40 characters, stored in NFC, without control, bidirectional or invisible characters.',
    summary: 'Change my display name',
  })
  @ApiZodBody(updateProfileSchema)
  @ApiZodResponse(200, ownPlayerSchema, 'my profile, updated')
  @ApiErrors('VALIDATION_FAILED')
  async updateProfile(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<Player> {
    return ownView(await this.players.updateProfile(caller.playerId, body));
  }
}
