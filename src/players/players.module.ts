import { Module } from '@nestjs/common';
import { Clock } from '../common';
import { APP_CONFIG, AppConfig, READ_CACHE_CAPACITY } from '../config';
import { DatabaseModule } from '../database/database.module';
import { EventBus, InvalidatedCache } from '../events';
import { EventsModule } from '../events/events.module';
import { CachedPlayersRepository } from './cached-players.repository';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';
import { PrismaPlayersRepository } from './prisma-players.repository';
import { VacationsStoreModule } from '../vacations/store/vacations-store.module';

@Module({
  imports: [DatabaseModule, EventsModule, VacationsStoreModule],
  controllers: [PlayersController],
  providers: [
    PlayersService,
    PlayersResolver,
    Clock,
    PrismaPlayersRepository,
    {
      provide: PlayersRepository,
      inject: [PrismaPlayersRepository, EventBus, Clock, APP_CONFIG],
      useFactory: (stored: PrismaPlayersRepository, bus: EventBus, clock: Clock, config: AppConfig) =>
        new CachedPlayersRepository(
          stored,
          new InvalidatedCache('players', bus, READ_CACHE_CAPACITY, config.READ_CACHE_SECONDS * 1000),
          clock,
        ),
    },
  ],
  exports: [PlayersRepository, PlayersService],
})
export class PlayersModule {}
