import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { CurrentPlayer } from '../auth/decorators/current-player.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { RequireScopes } from '../auth/decorators/require-scopes.decorator';
import { SessionOnly } from '../auth/decorators/session-only.decorator';
import { Principal } from '../auth/principal';
import { Player, PublicPlayer, ownView } from './player';
import { PlayersService } from './players.service';

@Controller('api')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Public()
  @Get('players/:handle')
  profile(@Param('handle') handle: string): Promise<PublicPlayer> {
    return this.players.profile(handle);
  }

  @RequireScopes('account:read')
  @Get('me')
  async me(@CurrentPlayer() caller: Principal): Promise<Player> {
    return ownView(await this.players.me(caller.playerId));
  }

  @SessionOnly()
  @Patch('me')
  async updateProfile(@CurrentPlayer() caller: Principal, @Body() body: unknown): Promise<Player> {
    return ownView(await this.players.updateProfile(caller.playerId, body));
  }
}
