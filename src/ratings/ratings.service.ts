import { Injectable } from '@nestjs/common';
import { Clock, DAY_MS, DomainError, parseInput } from '../common';
import { GameCatalog } from '../games';
import { MatchesRepository } from '../matches';
import { PlayersService, handleKey } from '../players';
import { isProvisional, shownRating, skillAt } from './model/rating-model';
import { historyCursor, historySchema, leaderboardCursor, leaderboardSchema } from './rating-input';
import { LeaderboardPageDto, PlayerRatingDto, PlayerRatingsDto, RatingHistoryDto } from './rating-output';
import { RatingsRepository, StoredRating } from './ratings.repository';

/** Ratings as REST and GraphQL read them (docs/ratings.md): a player's, their history, a pool's leaderboard. */
@Injectable()
export class RatingsService {
  constructor(
    private readonly repo: RatingsRepository,
    private readonly players: PlayersService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
    private readonly matches: MatchesRepository,
  ) {}

  /** A player's ratings, each as it stands now: its uncertainty grown with the days since their last match. */
  async ofPlayer(handle: string): Promise<PlayerRatingsDto> {
    const profile = await this.players.profile(handle);
    const [playerId] = await this.players.idsOf([profile.handle], 'handle');
    const nowMs = this.clock.millis();
    return {
      handle: profile.handle,
      bot: profile.bot,
      ratings: (await this.repo.ofPlayer(playerId)).map((r) => now(r, nowMs)),
    };
  }

  /**
   * A player's rating history as `readerId` may see it: a rated match they
   * may not read (a private one they are no party to) shows its change, never
   * its id.
   */
  async history(readerId: string | null, handle: string, input: unknown): Promise<RatingHistoryDto> {
    const { pool, cursor, limit } = parseInput(historySchema, input);
    this.known(pool);
    const [playerId] = await this.players.idsOf([handle], 'handle');
    const rows = await this.repo.history(playerId, pool, cursor?.seq ?? null, limit + 1);
    const readable = await this.matches.readableAmong(
      rows.map((r) => r.matchId),
      readerId,
    );
    return page(
      rows,
      limit,
      (r) => ({
        matchId: readable.has(r.matchId) ? r.matchId : null,
        ratingBefore: r.shownBefore,
        ratingAfter: r.shownAfter,
        games: r.games,
        endedAt: new Date(r.endedAtMs),
      }),
      (last) => historyCursor.encode({ seq: last.seq }),
    );
  }

  async leaderboard(input: unknown): Promise<LeaderboardPageDto> {
    const { pool, minGames, activeDays, cursor, limit } = parseInput(leaderboardSchema, input);
    this.known(pool);
    const since = new Date(this.clock.millis() - activeDays * DAY_MS);
    const rows = await this.repo.leaders(pool, minGames, since, cursor, limit + 1);
    return page(
      rows,
      limit,
      (r) => ({
        handle: r.handle,
        displayName: r.displayName,
        bot: r.bot,
        rating: r.shown,
        games: r.rating.games,
        lastPlayedAt: new Date(r.rating.lastPlayedMs),
      }),
      (last) => leaderboardCursor.encode({ shown: last.shown, handleKey: handleKey(last.handle) }),
    );
  }

  /** A pool is a hosted game's id, alone or with `-partnerships`; any other is NOT_FOUND. */
  private known(pool: string): void {
    const gameId = pool.replace(/-partnerships$/, '');
    if (this.catalog.get(gameId) === undefined)
      throw new DomainError('NOT_FOUND', `no pool "${pool}": a game’s id, alone or with -partnerships`, {
        field: 'pool',
      });
  }
}

/** The first `limit` of `rows` (read one more than a page), and the cursor after the last when more follow. */
function page<R, T>(
  rows: readonly R[],
  limit: number,
  item: (row: R) => T,
  cursorAfter: (last: R) => string,
): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  return { items: items.map(item), next: rows.length > limit ? cursorAfter(items[items.length - 1]) : null };
}

/** A stored rating as it stands at `nowMs`. */
function now(r: StoredRating, nowMs: number): PlayerRatingDto {
  const skill = skillAt(r.rating, nowMs);
  return {
    pool: r.pool,
    rating: shownRating(skill),
    provisional: isProvisional(r.rating.games),
    games: r.rating.games,
    lastPlayedAt: new Date(r.rating.lastPlayedMs),
    mu: skill.mu,
    sigma: skill.sigma,
  };
}
