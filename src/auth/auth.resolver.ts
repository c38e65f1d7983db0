import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ownView } from '../players';
import { CredentialsRateLimit } from '../security';
import { LoginResult, RegisterResult } from './auth-output';
import { AuthService } from './auth.service';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { Public } from './decorators/public.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { LoginInput, RegisterInput } from './models/auth.inputs';
import { LoginResultModel } from './models/login-result.model';
import { RegisterResultModel } from './models/register-result.model';
import { Principal } from './principal';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @CredentialsRateLimit()
  @Mutation(() => RegisterResultModel, { description: 'Creates a player and opens a session, as login does.' })
  async register(@Args('input', { type: () => RegisterInput }) input: RegisterInput): Promise<RegisterResult> {
    const { player, accessToken, expiresAt } = await this.auth.register(input);
    return { player: ownView(player), accessToken, expiresAt };
  }

  @Public()
  @CredentialsRateLimit()
  @Mutation(() => LoginResultModel)
  login(@Args('input', { type: () => LoginInput }) input: LoginInput): Promise<LoginResult> {
    return this.auth.login(input);
  }

  @SessionOnly()
  @Mutation(() => Boolean, { description: 'Ends the session this request is made with.' })
  async logout(@CurrentPlayer() caller: Principal): Promise<true> {
    await this.auth.logout(caller);
    return true;
  }
}
