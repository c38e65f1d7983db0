import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BearerAuthenticator, Revocations } from '../auth';
import { APP_CONFIG, AppConfig } from '../config';
import { SecurityModule } from '../security/security.module';
import { ConnectionLimiter } from './connection-limiter';
import { CredentialWatch } from './credential-watch';
import { SocketGate } from './socket-gate';

/** What long-lived connections share: the per-player bound, credentials ended when revoked and re-checked, the WebSocket gate. */
@Module({
  imports: [AuthModule, SecurityModule],
  providers: [
    SocketGate,
    {
      provide: ConnectionLimiter,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ConnectionLimiter(config.REALTIME_MAX_CONNECTIONS_PER_PLAYER),
    },
    {
      provide: CredentialWatch,
      inject: [BearerAuthenticator, APP_CONFIG, Revocations],
      useFactory: (authenticator: BearerAuthenticator, config: AppConfig, revocations: Revocations) =>
        new CredentialWatch(authenticator, config.REALTIME_AUTH_RECHECK, revocations),
    },
  ],
  exports: [SocketGate, ConnectionLimiter, CredentialWatch],
})
export class RealtimeModule {}
