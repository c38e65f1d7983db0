import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { Clock } from '../common/time/clock';
import { SecurityConfig } from '../config/security.config';
import { PlayersModule } from '../players/players.module';
import { AccessTokensController } from './access-tokens.controller';
import { AccessTokensResolver } from './access-tokens.resolver';
import { AccessTokensService } from './access-tokens.service';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { AccessTokenStrategy } from './strategies/access-token.strategy';
import { JwtStrategy } from './strategies/jwt.strategy';

@Module({
  imports: [
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
  providers: [AuthService, AccessTokensService, PasswordHasher, Clock, JwtStrategy, AccessTokenStrategy, AuthResolver, AccessTokensResolver],
})
export class AuthModule {}
