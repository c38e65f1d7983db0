import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { BotsModule } from './bots/bots.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { GamesModule } from './games/games.module';
import { AppGraphQLModule } from './graphql/graphql.module';
import { MatchesModule } from './matches/matches.module';
import { ArchiveBackfillModule } from './matches/archive-backfill.module';
import { EmailModule } from './notices/email/email.module';
import { HealthController, ReadinessController } from './health';
import { NoticesModule } from './notices/notices.module';
import { PlayersModule } from './players/players.module';
import { SecurityModule } from './security/security.module';
import { VacationsModule } from './vacations/vacations.module';
import { RatingsModule } from './ratings/ratings.module';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    EventsModule,
    SecurityModule,
    AppGraphQLModule,
    PlayersModule,
    AuthModule,
    GamesModule,
    MatchesModule,
    ArchiveBackfillModule,
    NoticesModule,
    BotsModule,
    VacationsModule,
    EmailModule,
    RatingsModule,
  ],
  controllers: [HealthController, ReadinessController],
})
export class AppModule {}
