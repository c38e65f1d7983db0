import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { MatchesModule } from '../matches/matches.module';
import { PrismaRatingsRepository } from './prisma-ratings.repository';
import { RatingsApplier } from './ratings-applier';
import { RatingsRepository } from './ratings.repository';

/** Ratings (docs/ratings.md): applying finished rated matches once, in order. */
@Module({
  imports: [DatabaseModule, MatchesModule],
  providers: [RatingsApplier, { provide: RatingsRepository, useClass: PrismaRatingsRepository }],
  exports: [RatingsApplier, RatingsRepository],
})
export class RatingsModule {}
