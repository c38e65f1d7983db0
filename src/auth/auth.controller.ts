import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common';
import { ApiZodBody, ApiZodResponse } from '../openapi';
import { ownView } from '../players';
import { CredentialsRateLimit } from '../security';
import { loginSchema, registerSchema } from './auth-input';
import { LoginResult, RegisterResult, loginResultSchema, registerResultSchema } from './auth-output';
import { AuthService } from './auth.service';
import { CurrentPlayer } from './decorators/current-player.decorator';
import { Public } from './decorators/public.decorator';
import { SessionOnly } from './decorators/session-only.decorator';
import { Principal } from './principal';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @CredentialsRateLimit()
  @Post('register')
  @ApiOperation({
    operationId: 'register',
    description:
      'Makes a player with a handle (unique ignoring case), a password and a display name, and opens a session for them.',
    summary: 'Create a player, and a session for them',
  })
  @ApiZodBody(registerSchema)
  @ApiZodResponse(
    201,
    registerResultSchema,
    '`{ player, accessToken, expiresAt }`: the new player (own view: `id`, `handle`, `displayName`, `joinedAt`) and a session, as `POST /api/auth/login` answers it',
  )
  @ApiErrors('VALIDATION_FAILED', 'HANDLE_TAKEN', 'RATE_LIMITED')
  async register(@Body() body: unknown): Promise<RegisterResult> {
    const { player, accessToken, expiresAt } = await this.auth.register(body);
    return { player: ownView(player), accessToken, expiresAt };
  }

  @Public()
  @CredentialsRateLimit()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    description:
      'Checks a handle and password and answers a session token (a JWT) for the `Authorization: Bearer` header.',
    summary: 'Open a session',
  })
  @ApiZodBody(loginSchema)
  @ApiZodResponse(
    200,
    loginResultSchema,
    'a session: `accessToken` (a JWT for `Authorization: Bearer`) and when it expires',
  )
  @ApiErrors('VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED')
  login(@Body() body: unknown): Promise<LoginResult> {
    return this.auth.login(body);
  }

  @SessionOnly()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    description: 'Revokes the session whose token made the request; other sessions and access tokens stay valid.',
    summary: 'End this session',
  })
  @ApiNoContentResponse({ description: 'the session is revoked' })
  logout(@CurrentPlayer() caller: Principal): Promise<void> {
    return this.auth.logout(caller);
  }
}
