import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer, Principal, Public, RequireScopes, SessionOnly } from '../auth';
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
