import { Injectable } from '@nestjs/common';
import { DomainError } from '../common';
import { MatchPresenter, TurnNoticeDto } from '../matches/api';
import { LoadedMatch, MatchReader, OutboxSignal, unrebuildable } from '../matches';
import { PlayersService } from '../players';
import { Notice } from './notice';

/**
 * A notice's body: the turn feed's JSON, the match as its player saw it when
 * the notice was made (at its seq), through the presenter that redacts every
 * other view, so no channel can show a card the player could not see then.
 * The match at that seq is the one the batch left, kept by the OutboxSignal
 * when the batch was appended here; else it is read and replayed.
 */
@Injectable()
export class NoticeRenderer {
  constructor(
    private readonly reader: MatchReader,
    private readonly players: PlayersService,
    private readonly recent: OutboxSignal,
  ) {}

  /**
   * Null when the match is gone or cannot be rebuilt, or its player may no
   * longer read it (domain/match-access.ts): there is nothing true to tell,
   * or nothing to tell them.
   */
  async render(notice: Notice): Promise<TurnNoticeDto | null> {
    try {
      const m = this.recent.at(notice.matchId, notice.seq) ?? (await this.readAt(notice.matchId, notice.seq));
      if (!(await this.reader.mayRead(m.record, notice.playerId))) return null;
      const people = await this.players.publicByIds(MatchPresenter.peopleOf(m));
      return {
        reason: notice.reason,
        match: new MatchPresenter(notice.playerId, people, notice.createdAt.getTime()).match(m),
      };
    } catch (error) {
      if (unrebuildable(error) || (error instanceof DomainError && error.code === 'NOT_FOUND')) return null;
      throw error;
    }
  }

  /** The match at `seq` from the database: a notice made on another instance, before a restart, or by the clock. */
  private async readAt(matchId: string, seq: number): Promise<LoadedMatch> {
    return this.reader.loadAt(await this.reader.found(matchId), seq);
  }
}
