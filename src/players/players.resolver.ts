import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer } from '../auth/decorators/current-player.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { RequireScopes } from '../auth/decorators/require-scopes.decorator';
import { SessionOnly } from '../auth/decorators/session-only.decorator';
import { Principal } from '../auth/principal';
import { Player, PlayerProfile, ownView } from './player';
import { MeModel } from './models/me.model';
import { PublicPlayerModel } from './models/public-player.model';
import { PlayersService } from './players.service';

@Resolver()
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @Public()
  @Query(() => PublicPlayerModel, { description: "A player's public profile, by handle (any case)." })
  player(@Args('handle', { type: () => String }) handle: string): Promise<PlayerProfile> {
    return this.players.profile(handle);
  }

  @RequireScopes('account:read')
  @Query(() => MeModel)
  async me(@CurrentPlayer() caller: Principal): Promise<Player> {
    return ownView(await this.players.me(caller.playerId));
  }

  @SessionOnly()
  @Mutation(() => MeModel, { description: 'Makes your account a bot account, for a program to play (docs/bots.md).' })
  async becomeBot(@CurrentPlayer() caller: Principal): Promise<Player> {
    return ownView(await this.players.becomeBot(caller.playerId));
  }

  @SessionOnly()
  @Mutation(() => MeModel)
  async updateProfile(
    @CurrentPlayer() caller: Principal,
    @Args('displayName', { type: () => String }) displayName: string,
  ): Promise<Player> {
    return ownView(await this.players.updateProfile(caller.playerId, { displayName }));
  }
}
