import { Module } from '@nestjs/common';
import { GamesModule } from './games/games.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthController } from './health/health.controller';
import { ReadinessController } from './health/readiness.controller';

@Module({
  imports: [ConfigModule, DatabaseModule, GamesModule],
  controllers: [HealthController, ReadinessController],
})
export class AppModule {}
