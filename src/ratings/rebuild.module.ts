import { Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { PrismaRatingsRepository } from './prisma-ratings.repository';
import { RatingsRepository } from './ratings.repository';

/** What `ratings:rebuild` boots: configuration, the database and the ratings' repository; no applier, no HTTP. */
@Module({
  imports: [ConfigModule, DatabaseModule],
  providers: [{ provide: RatingsRepository, useClass: PrismaRatingsRepository }],
})
export class RebuildModule {}
