import { Module } from '@nestjs/common';
import { Clock } from '../common';
import { MatchesModule } from '../matches/matches.module';
import { PlayersModule } from '../players/players.module';
import { QueueModule } from '../queue/queue.module';
import { BotMover } from './play/bot-mover';

/** Seated built-in bots: their moves, made from the bot-move queue. */
@Module({ imports: [MatchesModule, PlayersModule, QueueModule], providers: [BotMover, Clock] })
export class BotsModule {}
