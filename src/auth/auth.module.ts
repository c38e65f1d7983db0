import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { Clock } from '../common/time/clock';
import { DatabaseModule } from '../database/database.module';
import { SecurityConfig } from '../config/security.config';
import { PlayersModule } from '../players/players.module';
import { AccessTokensRepository } from './access-tokens.repository';
import { AccessTokensController } from './access-tokens.controller';
import { AccessTokensResolver } from './access-tokens.resolver';
import { AccessTokensService } from './access-tokens.service';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { BearerAuthenticator } from './bearer-authenticator';
import { PasswordHasher } from './password-hasher';
import { PrismaAccessTokensRepository } from './prisma-access-tokens.repository';
import { PrismaSessionsRepository } from './prisma-sessions.repository';
import { SessionsRepository } from './sessions.repository';
import { AccessTokenStrategy } from './strategies/access-token.strategy';
import { JwtStrategy } from './strategies/jwt.strategy';

@Module({
  imports: [
    DatabaseModule,
    PlayersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [SecurityConfig],
      useFactory: (config: SecurityConfig) => ({
        secret: config.jwt.secret,
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
    PasswordHasher,
    Clock,
    JwtStrategy,
    AccessTokenStrategy,
    AuthResolver,
    AccessTokensResolver,
    { provide: SessionsRepository, useClass: PrismaSessionsRepository },
    { provide: AccessTokensRepository, useClass: PrismaAccessTokensRepository },
  ],
  exports: [BearerAuthenticator],
})
export class AuthModule {}
