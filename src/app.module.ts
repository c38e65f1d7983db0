import { Module } from '@nestjs/common';
import { GamesModule } from './games/games.module';
import { HealthController } from './health/health.controller';

@Module({ imports: [GamesModule], controllers: [HealthController] })
export class AppModule {}
