import { PoolRating, RatedSide, rateSides, shownRating, skillAt } from './rating-model';

/** One seat of a finished match as the archive ranks it (a leaver stands as the rules rank them). */
export interface RatableSeat {
  /** Null for a seat of an imported match: a name, not an account here. */
  readonly playerId: string | null;
  readonly side: number;
  readonly rank: number;
  /** Whether the player is a bot account: rated, but a table of bots alone is not. */
  readonly bot: boolean;
}

/** A finished match, as rating reads it from the archive. */
export interface RatableMatch {
  readonly gameId: string;
  readonly endedAtMs: number;
  readonly seats: readonly RatableSeat[];
}

/** A player's rating before and after one match. */
export interface RatingChange {
  readonly playerId: string;
  /** Undefined for a player's first rated match in the pool. */
  readonly before: PoolRating | undefined;
  readonly after: PoolRating;
  /** The shown ratings, before (grown uncertain with the time idle) and after. */
  readonly shownBefore: number;
  readonly shownAfter: number;
}

/**
 * The pool a match is rated in: the game's, or its partnerships' when a side holds more than one seat
 * (`maw`, `maw-partnerships`, `pope-joan`).
 */
export function poolOf(match: Pick<RatableMatch, 'gameId' | 'seats'>): string {
  const sides = new Set(match.seats.map((s) => s.side));
  return sides.size < match.seats.length ? `${match.gameId}-partnerships` : match.gameId;
}

/**
 * The match's sides as rating takes them, seats in order within each; null when it cannot be rated: a seat with
 * no account (an import), a player in two seats, a single side, or bots alone.
 */
function sidesOf(match: RatableMatch): { players: string[]; rank: number }[] | null {
  const players = match.seats.map((s) => s.playerId);
  if (players.some((p) => p === null) || new Set(players).size !== players.length) return null;
  if (match.seats.every((s) => s.bot)) return null;
  const sides = new Map<number, { players: string[]; rank: number }>();
  for (const seat of match.seats) {
    const side = sides.get(seat.side) ?? { players: [], rank: seat.rank };
    side.players.push(seat.playerId as string);
    side.rank = Math.min(side.rank, seat.rank);
    sides.set(seat.side, side);
  }
  return sides.size < 2 ? null : [...sides.values()];
}

/** What one finished match changes, each player's rating read through `ratingOf`; none when it cannot be rated. */
export function rateMatch(match: RatableMatch, ratingOf: (playerId: string) => PoolRating | undefined): RatingChange[] {
  const sides = sidesOf(match);
  if (sides === null) return [];
  const at = match.endedAtMs;
  const rated: RatedSide[] = sides.map((side) => ({
    rank: side.rank,
    skills: side.players.map((p) => skillAt(ratingOf(p), at)),
  }));
  const skills = rateSides(rated);
  return sides.flatMap((side, i) =>
    side.players.map((playerId, j) => {
      const before = ratingOf(playerId);
      const after: PoolRating = { skill: skills[i][j], games: (before?.games ?? 0) + 1, lastPlayedMs: at };
      return {
        playerId,
        before,
        after,
        shownBefore: shownRating(rated[i].skills[j]),
        shownAfter: shownRating(after.skill),
      };
    }),
  );
}

/** A finished rated match not yet applied, as the archive holds it. */
export interface PendingMatch extends RatableMatch {
  readonly matchId: string;
}

/** A match applied to ratings: its place in the order, its pool and what it changed (nothing for one not ratable). */
export interface AppliedMatch {
  readonly matchId: string;
  readonly seq: number;
  readonly pool: string;
  readonly endedAtMs: number;
  readonly changes: readonly RatingChange[];
}

/** Where a player's rating in a pool is kept: `pool|playerId`. */
export function ratingKey(pool: string, playerId: string): string {
  return `${pool}|${playerId}`;
}

/**
 * Applies matches in the order given, numbered on from `firstSeq`, each rated from the ratings the ones before it
 * left in `ratings` (by ratingKey), which it updates. The applier and the rebuild both go through here.
 */
export function applyInOrder(
  matches: readonly PendingMatch[],
  ratings: Map<string, PoolRating>,
  firstSeq: number,
): AppliedMatch[] {
  return matches.map((match, i) => {
    const pool = poolOf(match);
    const changes = rateMatch(match, (playerId) => ratings.get(ratingKey(pool, playerId)));
    for (const change of changes) ratings.set(ratingKey(pool, change.playerId), change.after);
    return { matchId: match.matchId, seq: firstSeq + i, pool, endedAtMs: match.endedAtMs, changes };
  });
}
