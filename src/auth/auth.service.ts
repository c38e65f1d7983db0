import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PlayersRepository, isReservedHandle } from '../players';
import { Clock, DomainError, parseInput } from '../common';
import { SecurityConfig } from '../config';
import { loginSchema, registerSchema } from './auth-input';
import { LoginResult, RegisterResult } from './auth-output';
import { PasswordHasher } from './password-hasher';
import { Principal } from './principal';
import { Revocations } from './revocations';
import { SessionClaims } from './session-claims';
import { SessionsRepository } from './sessions.repository';

@Injectable()
export class AuthService {
  constructor(
    private readonly players: PlayersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly config: SecurityConfig,
    private readonly revocations: Revocations,
  ) {}

  async register(input: unknown): Promise<RegisterResult> {
    const { handle, password, displayName, bot } = parseInput(registerSchema, input);
    if (isReservedHandle(handle))
      throw new DomainError('HANDLE_TAKEN', `the handle ${handle} is kept for the built-in bots`, {
        field: 'handle',
        reason: 'RESERVED',
      });
    const passwordHash = await this.passwords.hash(password);
    const player = await this.players.create({
      handle,
      displayName: displayName ?? handle,
      passwordHash,
      bot: bot ?? false,
    });
    if (!player) throw new DomainError('HANDLE_TAKEN', `the handle ${handle} is taken`, { field: 'handle' });
    return { player, ...(await this.openSession(player.id)) };
  }

  /** A new session and its signed JWT; the same answer for an unknown handle and a wrong password. */
  async login(input: unknown): Promise<LoginResult> {
    const { handle, password } = parseInput(loginSchema, input);
    const player = await this.players.findCredentials(handle);
    const valid = player
      ? await this.passwords.verify(player.passwordHash, password)
      : await this.passwords.verifyDecoy(password);
    if (!player || !valid) throw new DomainError('UNAUTHENTICATED', 'wrong handle or password');
    return this.openSession(player.id);
  }

  /** Ends the session the caller is logged in with. */
  async logout(principal: Principal): Promise<void> {
    if (principal.via !== 'session')
      throw new DomainError('FORBIDDEN', 'only a session can log out; revoke an access token instead');
    await this.sessions.revoke(principal.sessionId, this.clock.now());
    // Its open sockets and streams end before the caller hears it is logged out.
    await this.revocations.revoked({ via: 'session', id: principal.sessionId });
  }

  /** A session for the player, lasting JWT_TTL, named by its JWT's `jti`. */
  private async openSession(playerId: string): Promise<LoginResult> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.jwt.ttlSeconds * 1000);
    const session = await this.sessions.create({ playerId, createdAt: now, expiresAt });
    const accessToken = await this.jwt.signAsync({
      sub: playerId,
      jti: session.id,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    return { accessToken, expiresAt };
  }

  /** The principal for a verified JWT, if its session is still open. */
  async authenticateSession(claims: SessionClaims): Promise<Principal> {
    const session = await this.sessions.findById(claims.jti);
    const now = this.clock.now();
    if (!session || session.playerId !== claims.sub || session.revokedAt !== null || session.expiresAt <= now) {
      throw new DomainError('UNAUTHENTICATED', 'the session has ended; log in again');
    }
    return { via: 'session', playerId: session.playerId, sessionId: session.id };
  }
}
