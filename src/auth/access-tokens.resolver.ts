import { Args, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { MeModel } from '../players/models';
import { AccessTokenPageView, AccessTokenView, accessTokenPageView, accessTokenView } from './access-token-view';
import { AccessTokensService } from './access-tokens.service';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { CreateAccessTokenInput } from './models/auth.inputs';
import { AccessTokenPageModel } from './models/access-token.model';
import { CreatedAccessTokenModel } from './models/created-access-token.model';
import { Principal } from './principal';

@Resolver(() => MeModel)
export class AccessTokensResolver {
  constructor(private readonly tokens: AccessTokensService) {}

  /** Only on a player's own view (`me`, `updateProfile`, `register`), so only ever the caller's own tokens. */
  @ResolveField(() => AccessTokenPageModel, {
    description: 'Your personal access tokens, newest first, revoked ones included, a page at a time',
  })
  async accessTokens(
    @Parent() me: MeModel,
    @Args('cursor', { type: () => String, nullable: true, description: 'The next of the previous page' })
    cursor: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20, description: '1 to 100' }) limit: number,
  ): Promise<AccessTokenPageView> {
    return accessTokenPageView(await this.tokens.list(me.id, { cursor: cursor ?? null, limit }));
  }

  @SessionOnly()
  @Mutation(() => CreatedAccessTokenModel)
  async createAccessToken(
    @CurrentPlayer() caller: Principal,
    @Args('input', { type: () => CreateAccessTokenInput }) input: CreateAccessTokenInput,
  ): Promise<{ token: AccessTokenView; secret: string }> {
    const { token, secret } = await this.tokens.create(caller.playerId, input);
    return { token: accessTokenView(token), secret };
  }

  @SessionOnly()
  @Mutation(() => Boolean)
  async revokeAccessToken(
    @CurrentPlayer() caller: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<true> {
    await this.tokens.revoke(caller.playerId, id);
    return true;
  }
}
