import { Module } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { Clock } from '../common';
import { APP_CONFIG, AppConfig, READ_CACHE_CAPACITY, SecurityConfig } from '../config';
import { EventBus, InvalidatedCache } from '../events';
import { EventsModule } from '../events/events.module';
import { DatabaseModule } from '../database/database.module';
import { PlayersModule } from '../players/players.module';
import { AccessTokensRepository } from './access-tokens.repository';
import { AccessTokensController } from './access-tokens.controller';
import { AccessTokensResolver } from './access-tokens.resolver';
import { AccessTokensService } from './access-tokens.service';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { BearerAuthenticator } from './bearer-authenticator';
import { CachedAccessTokensRepository } from './cached-access-tokens.repository';
import { CachedSessionsRepository } from './cached-sessions.repository';
import { PasswordHasher } from './password-hasher';
import { PrismaAccessTokensRepository } from './prisma-access-tokens.repository';
import { PrismaSessionsRepository } from './prisma-sessions.repository';
import { Revocations } from './revocations';
import { SessionTokenVerifier } from './session-token-verifier';
import { SessionsRepository } from './sessions.repository';
import { BearerStrategy } from './strategies/bearer.strategy';

@Module({
  imports: [
    DatabaseModule,
    EventsModule,
    PlayersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [SecurityConfig],
      useFactory: (config: SecurityConfig) => ({
        // A KeyObject (jsonwebtoken takes one; @nestjs/jwt's types predate it): given a
        // string, jsonwebtoken first tries it as a public key, which throws every time,
        // a cost on every verification (docs/benchmarks.md).
        secret: createSecretKey(Buffer.from(config.jwt.secret)) as unknown as string,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, AccessTokensController],
  providers: [
    AuthService,
    AccessTokensService,
    BearerAuthenticator,
    Revocations,
    SessionTokenVerifier,
    PasswordHasher,
    Clock,
    BearerStrategy,
    AuthResolver,
    AccessTokensResolver,
    PrismaSessionsRepository,
    PrismaAccessTokensRepository,
    {
      provide: SessionsRepository,
      inject: [PrismaSessionsRepository, EventBus, Clock, APP_CONFIG],
      useFactory: (stored: PrismaSessionsRepository, bus: EventBus, clock: Clock, config: AppConfig) =>
        new CachedSessionsRepository(
          stored,
          new InvalidatedCache('sessions', bus, READ_CACHE_CAPACITY, config.READ_CACHE_SECONDS * 1000),
          clock,
        ),
    },
    {
      provide: AccessTokensRepository,
      inject: [PrismaAccessTokensRepository, EventBus, Clock, APP_CONFIG],
      useFactory: (stored: PrismaAccessTokensRepository, bus: EventBus, clock: Clock, config: AppConfig) =>
        new CachedAccessTokensRepository(
          stored,
          new InvalidatedCache('access-tokens', bus, READ_CACHE_CAPACITY, config.READ_CACHE_SECONDS * 1000),
          clock,
          READ_CACHE_CAPACITY,
        ),
    },
  ],
  exports: [BearerAuthenticator, Revocations],
})
export class AuthModule {}
