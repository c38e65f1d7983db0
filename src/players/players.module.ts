import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';
import { PrismaPlayersRepository } from './prisma-players.repository';

@Module({
  imports: [DatabaseModule],
  controllers: [PlayersController],
  providers: [PlayersService, PlayersResolver, { provide: PlayersRepository, useClass: PrismaPlayersRepository }],
  exports: [PlayersRepository, PlayersService],
})
export class PlayersModule {}
