import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Player, ownView } from '../players/player';
import { CredentialsRateLimit } from '../security/credentials-rate-limit.decorator';
import { AuthService, LoginResult } from './auth.service';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { Public } from './decorators/public.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { Principal } from './principal';

@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @CredentialsRateLimit()
  @Post('register')
  async register(@Body() body: unknown): Promise<Player> {
    return ownView(await this.auth.register(body));
  }

  @Public()
  @CredentialsRateLimit()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: unknown): Promise<LoginResult> {
    return this.auth.login(body);
  }

  @SessionOnly()
  @Post('logout')
  @HttpCode(204)
  logout(@CurrentPlayer() caller: Principal): Promise<void> {
    return this.auth.logout(caller);
  }
}
