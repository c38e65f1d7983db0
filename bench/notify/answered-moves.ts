import { MatchClient, TableSpec, Turn } from '../api/parlour-client';
import { epochMs } from './timing-receiver';

/** A move whose answer arrived while recording: when, and how many webhooks it should cause. */
export interface Answered {
  /** When the move's HTTP answer arrived (epochMs): the client knows it committed. */
  readonly at: number;
  /** YOUR_TURN notices it makes: one for each seat it leaves deciding (each a player of its own). */
  readonly told: number;
}

/** The key of a move and of the notices it made: the match, and the seq it left the match at. */
export const moveKey = (matchId: string, seq: number): string => `${matchId}@${seq}`;

/**
 * A MatchClient that passes every call on and, while recording, notes when
 * each move's answer arrived, by the seq it left its match at: the seq of
 * the notices it made, which their webhooks carry as `data.match.seq`.
 */
export class AnsweredMoves implements MatchClient {
  private answered: Map<string, Answered> | null = null;

  constructor(private readonly inner: MatchClient) {}

  /** Starts noting answers, afresh. */
  record(): void {
    this.answered = new Map();
  }

  /** Stops noting answers: those noted since record(). */
  take(): ReadonlyMap<string, Answered> {
    const answered = this.answered ?? new Map<string, Answered>();
    this.answered = null;
    return answered;
  }

  started(spec: TableSpec, players: readonly string[]): Promise<string> {
    return this.inner.started(spec, players);
  }

  read(player: string, matchId: string): Promise<Turn> {
    return this.inner.read(player, matchId);
  }

  async submit(player: string, matchId: string, expectedSeq: number, move: string): Promise<Turn> {
    const after = await this.inner.submit(player, matchId, expectedSeq, move);
    const told = after.status === 'active' ? after.decidingSeats.length : 0;
    this.answered?.set(moveKey(matchId, after.seq), { at: epochMs(), told });
    return after;
  }
}
