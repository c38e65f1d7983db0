import { NewJob } from '../../queue';
import { QUEUES } from '../../database';

/** What a bot-move job carries: the bot's player and the seq its turn came at. */
export interface BotMoveJob {
  readonly matchId: string;
  readonly seq: number;
  readonly playerId: string;
}

/** The job for a built-in bot's turn (a YOUR_TURN notice), due `delaySeconds` after `nowMs`; one per match, seq and bot. */
export function botMoveJob(turn: BotMoveJob, nowMs: number, delaySeconds: number): NewJob {
  const { matchId, seq, playerId } = turn;
  return {
    queue: QUEUES.botMove.name,
    data: { matchId, seq, playerId } satisfies BotMoveJob,
    singletonKey: `${matchId}|${seq}|${playerId}`,
    ...(delaySeconds > 0 ? { startAfter: new Date(nowMs + delaySeconds * 1000) } : {}),
  };
}
