import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { DatabaseModule } from '../database/database.module';
import { PlayersModule } from '../players/players.module';
import { MatchesResolver } from './graphql/matches.resolver';
import { PopeJoanTurnUpResolver } from './graphql/pope-joan-turn-up.resolver';
import { MatchesApi } from './matches-api.service';
import { MatchesController } from './matches.controller';
import { MatchesRepository } from './matches.repository';
import { LoadedMatch, MatchesService } from './matches.service';
import { PrismaMatchesRepository } from './prisma-matches.repository';
import { StateCache } from './state-cache';

@Module({
  imports: [DatabaseModule, PlayersModule],
  controllers: [MatchesController],
  providers: [
    MatchesService,
    MatchesApi,
    MatchesResolver,
    PopeJoanTurnUpResolver,
    { provide: MatchesRepository, useClass: PrismaMatchesRepository },
    { provide: StateCache, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new StateCache<LoadedMatch>(config.MATCH_CACHE_SIZE) },
  ],
  exports: [MatchesService],
})
export class MatchesModule {}
