import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, DomainError } from '../../common';
import { MatchPresenter } from '../../matches/api';
import { MatchCommands, MatchReader } from '../../matches';
import { PlayersService } from '../../players';
import { JobQueue } from '../../queue';
import { QUEUES } from '../../database';
import { botRandom } from '../bot-random';
import { botTurnOf } from '../bot-turn';
import { botFor } from '../brains';
import { BotMoveJob } from './bot-move-job';

/** Bot moves decided at once on one instance: choosing is quick, a move is one append. */
const CONCURRENCY = 2;

/**
 * Makes a built-in bot's move for each bot-move job: reads the match as the
 * bot's seat through the presenter (botTurnOf), lets its brain choose from
 * that alone, with the seeded random of that seq and seat, and submits the
 * choice through the players' command path, at the job's seq, under the
 * idempotency key `bot-<seq>`, logged as the bot's. A job whose match has
 * moved on does nothing; one run twice (its worker died after the append)
 * answers from the key, so the move is made once.
 */
@Injectable()
export class BotMover implements OnApplicationBootstrap {
  private readonly logger = new Logger('BotMover');

  constructor(
    private readonly queue: JobQueue,
    private readonly reader: MatchReader,
    private readonly commands: MatchCommands,
    private readonly players: PlayersService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.work<BotMoveJob>(QUEUES.botMove.name, CONCURRENCY, (job) => this.move(job));
  }

  async move({ matchId, seq, playerId }: BotMoveJob): Promise<void> {
    const bot = await this.players.me(playerId);
    const m = await this.reader.read(playerId, matchId);
    if (m.state.seq !== seq || m.state.status !== 'active') return;
    const brain = bot.botKind === null ? undefined : botFor(m.record.gameId, bot.botKind);
    if (!brain) {
      this.logger.warn(
        `no ${bot.botKind ?? 'built-in'} bot plays ${m.record.gameId}: ${bot.handle} passes in match ${matchId}`,
      );
      return;
    }
    const people = await this.players.publicByIds(MatchPresenter.peopleOf(m));
    const turn = botTurnOf(m, playerId, people, this.clock.millis());
    if (turn.legalMoves.length === 0 || turn.yourSeat === null) return;
    const move = brain.choose(turn, botRandom(matchId, seq, turn.yourSeat));
    try {
      await this.commands.submitMove(playerId, { matchId, expectedSeq: seq, move, idempotencyKey: `bot-${seq}` });
    } catch (error) {
      // Another write got in first (a timeout claimed, a resignation): the turn this job was for is gone.
      if (error instanceof DomainError && error.code === 'STALE_SEQ') return;
      throw error;
    }
  }
}
