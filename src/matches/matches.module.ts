import { Module } from '@nestjs/common';
import { Clock, LruCache } from '../common';
import { APP_CONFIG, AppConfig } from '../config';
import { DatabaseModule } from '../database/database.module';
import { EventsModule } from '../events/events.module';
import { GameCatalogModule } from '../games/game-catalog.module';
import { PlayersModule } from '../players/players.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SecurityModule } from '../security/security.module';
import { VacationsStoreModule } from '../vacations/store/vacations-store.module';
import { MatchesApi } from './api/matches-api';
import { MatchCommands } from './commands/match-commands';
import { RecordImports } from '../records';
import { MatchSubscriptionsResolver } from './graphql/match-subscriptions.resolver';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchesRepository } from './persistence/matches.repository';
import { PrismaMatchesRepository } from './persistence/prisma-matches.repository';
import { LoadedMatch } from './domain/match-state';
import { MatchListings } from './reading/match-listings';
import { ExportedMatches } from './reading/exported-matches';
import { MatchExport } from './api/match-export';
import { MatchExportController } from './rest/match-export.controller';
import { MatchReader } from './reading/match-reader';
import { CacheFollower } from './realtime/cache-follower';
import { MatchAnnouncer, OutboxSignal } from './realtime/match-announcer';
import { MatchFeed } from './realtime/match-feed';
import { TurnFeed } from './realtime/turn-feed';
import { MatchStreamController } from './rest/match-stream.controller';
import { MatchesController } from './rest/matches.controller';
import { RecordsController } from './rest/records.controller';
import { MatchVerifier } from './verify/match-verifier';
import { ArchiveRepository } from './persistence/archive.repository';
import { PrismaArchiveRepository } from './persistence/prisma-archive.repository';
import { ArchiveSearch } from './reading/archive-search';
import { ArchiveApi } from './api/archive-api';
import { SearchResolver } from './api/search-resolver';
import { ArchiveController } from './rest/archive.controller';
import { ArchiveResolver } from './graphql/archive.resolver';

/** Matches, by room: domain (pure), persistence, reading, commands, api (both transports), rest, graphql, realtime, verify; the archive beside them. */
@Module({
  imports: [
    DatabaseModule,
    GameCatalogModule,
    PlayersModule,
    EventsModule,
    RealtimeModule,
    SecurityModule,
    VacationsStoreModule,
  ],
  controllers: [MatchesController, MatchStreamController, MatchExportController, ArchiveController, RecordsController],
  providers: [
    Clock,
    { provide: MatchesRepository, useClass: PrismaMatchesRepository },
    { provide: ArchiveRepository, useClass: PrismaArchiveRepository },
    {
      provide: LruCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LruCache<LoadedMatch>(config.MATCH_CACHE_SIZE),
    },
    MatchReader,
    MatchListings,
    ExportedMatches,
    MatchExport,
    MatchCommands,
    RecordImports,
    MatchesApi,
    MatchesResolver,
    ArchiveSearch,
    ArchiveApi,
    SearchResolver,
    ArchiveResolver,
    MatchSubscriptionsResolver,
    MatchAnnouncer,
    MatchFeed,
    TurnFeed,
    CacheFollower,
    MatchVerifier,
    OutboxSignal,
  ],
  exports: [MatchCommands, MatchReader, MatchVerifier, OutboxSignal, MatchesRepository, ArchiveRepository],
})
export class MatchesModule {}
