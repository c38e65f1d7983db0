import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../common';
import { MatchRecord } from '../domain/match-record';
import { MatchesRepository, MineFilter, Page } from '../persistence/matches.repository';
import { LoadedMatch } from '../domain/match-state';
import { MatchReader } from './match-reader';

/** A listed match this server cannot rebuild (another game or rules version, a corrupt log): its row, and why. */
export interface UnavailableMatch {
  readonly record: MatchRecord;
  readonly problem: DomainError;
}

/** An item of a listing: one match that cannot be rebuilt does not take the page down with it. */
export type ListedMatch = LoadedMatch | UnavailableMatch;

const UNREBUILDABLE: ReadonlySet<string> = new Set([
  'UNKNOWN_GAME',
  'UNKNOWN_RULES_VERSION',
  'UNKNOWN_SHUFFLE_ALGORITHM',
  'CORRUPT_LOG',
]);

/** Whether loading a match failed because this server cannot rebuild it; anything else is a failure of the request. */
export function unrebuildable(error: unknown): error is DomainError {
  return error instanceof DomainError && UNREBUILDABLE.has(error.code);
}

/**
 * Pages of matches (mine, open to join) and the ids a
 * turn feed starts from. Each listed match is rebuilt through
 * MatchReader, under its cache rules; one that cannot be rebuilt is listed
 * with its problem rather than failing the page.
 */
@Injectable()
export class MatchListings {
  private readonly logger = new Logger(MatchListings.name);

  constructor(
    private readonly repo: MatchesRepository,
    private readonly reader: MatchReader,
  ) {}

  async myMatches(
    playerId: string,
    filter: MineFilter,
    cursor: string | null,
    limit: number,
  ): Promise<Page<ListedMatch>> {
    return this.loadPage(await this.repo.listForPlayer(playerId, filter, cursor, limit));
  }

  /** Ids of the active matches awaiting `playerId`'s decision, the longest waiting first. */
  awaiting(playerId: string): Promise<string[]> {
    return this.repo.awaiting(playerId);
  }

  /**
   * The deadlines of the time-limited matches where `playerId` waits for
   * another player, the soonest first: as the row caches them (deadlineOf at
   * the last append, vacations included).
   */
  async othersDeadlines(playerId: string): Promise<{ matchId: string; deadlineMs: number }[]> {
    const rows = await this.repo.awaitingOthers(playerId);
    return rows.map((r) => ({ matchId: r.id, deadlineMs: r.deadlineMs }));
  }

  /** Ids of the private matches waiting for players that invite `playerId`, who has not joined them, the oldest first. */
  invitations(playerId: string): Promise<string[]> {
    return this.repo.invitations(playerId);
  }

  /** Ids of the matches `playerId` created, takes part in or is invited to that changed at or after `sinceMs`, the oldest change first. */
  changedSince(playerId: string, sinceMs: number): Promise<string[]> {
    return this.repo.changedSince(playerId, new Date(sinceMs));
  }

  /** Matches waiting for players that `playerId` may join: open ones, and private ones that invite them; open ones to an anonymous reader (null). */
  async openMatches(
    playerId: string | null,
    gameId: string | null,
    cursor: string | null,
    limit: number,
  ): Promise<Page<ListedMatch>> {
    return this.loadPage(await this.repo.listOpen(playerId, gameId, cursor, limit));
  }

  private async loadPage(page: Page<MatchRecord>): Promise<Page<ListedMatch>> {
    return { items: await Promise.all(page.items.map((r) => this.listed(r))), next: page.next };
  }

  private async listed(record: MatchRecord): Promise<ListedMatch> {
    try {
      return await this.reader.load(record);
    } catch (error) {
      if (!unrebuildable(error)) throw error;
      // A corrupt log is the operator's to repair, here as when the match is read alone.
      if (error.code === 'CORRUPT_LOG') this.logger.error(error.message);
      return { record, problem: error };
    }
  }
}
