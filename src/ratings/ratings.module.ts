import { Module } from '@nestjs/common';
import { Clock } from '../common';
import { DatabaseModule } from '../database/database.module';
import { GameCatalogModule } from '../games/game-catalog.module';
import { MatchesModule } from '../matches/matches.module';
import { PlayersModule } from '../players/players.module';
import { RatingsResolver } from './graphql/ratings.resolver';
import { PrismaRatingsRepository } from './prisma-ratings.repository';
import { RatingsApplier } from './ratings-applier';
import { RatingsController } from './ratings.controller';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';

/** Ratings (docs/ratings.md): applying finished rated matches once, in order; players' ratings and leaderboards. */
@Module({
  imports: [DatabaseModule, GameCatalogModule, MatchesModule, PlayersModule],
  controllers: [RatingsController],
  providers: [
    Clock,
    RatingsApplier,
    RatingsService,
    RatingsResolver,
    { provide: RatingsRepository, useClass: PrismaRatingsRepository },
  ],
  exports: [RatingsApplier, RatingsRepository],
})
export class RatingsModule {}
