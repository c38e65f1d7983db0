import { Module } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { DatabaseModule } from '../database/database.module';
import { EventsModule } from '../events/events.module';
import { GameCatalogModule } from '../games/game-catalog.module';
import { PlayersModule } from '../players/players.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SecurityModule } from '../security/security.module';
import { CacheFollower } from './cache-follower';
import { MatchSubscriptionsResolver } from './graphql/match-subscriptions.resolver';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchAnnouncer } from './match-announcer';
import { MatchFeed } from './match-feed';
import { MatchListings } from './match-listings';
import { MatchStreamController } from './match-stream.controller';
import { MatchesApi } from './matches-api.service';
import { MatchesController } from './matches.controller';
import { MatchesRepository } from './matches.repository';
import { LoadedMatch, MatchesService } from './matches.service';
import { PrismaMatchesRepository } from './prisma-matches.repository';
import { StateCache } from './state-cache';
import { TurnFeed } from './turn-feed';

@Module({
  imports: [DatabaseModule, GameCatalogModule, PlayersModule, EventsModule, RealtimeModule, SecurityModule],
  controllers: [MatchesController, MatchStreamController],
  providers: [
    Clock,
    MatchesService,
    MatchListings,
    MatchesApi,
    MatchesResolver,
    MatchAnnouncer,
    CacheFollower,
    MatchFeed,
    TurnFeed,
    MatchSubscriptionsResolver,
    { provide: MatchesRepository, useClass: PrismaMatchesRepository },
    {
      provide: StateCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new StateCache<LoadedMatch>(config.MATCH_CACHE_SIZE),
    },
  ],
  exports: [MatchesService],
})
export class MatchesModule {}
