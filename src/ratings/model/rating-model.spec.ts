import { PendingMatch, RatableMatch, applyInOrder, poolOf, rateMatch, ratingKey } from './rated-match';
import { NEWCOMER, PoolRating, afterIdle, isProvisional, rateSides, shownRating, skillAt } from './rating-model';

const DAY = 24 * 60 * 60 * 1000;
const T = Date.parse('2026-06-01T12:00:00Z');

/** A rating's fields within one unit of the last digit the README prints (it rounds some results and cuts others). */
function readme(actual: { mu: number; sigma: number }, mu: number, sigma: number, digits: number): void {
  expect(Math.abs(actual.mu - mu)).toBeLessThanOrEqual(10 ** -digits);
  expect(Math.abs(actual.sigma - sigma)).toBeLessThanOrEqual(10 ** -digits);
}

/** A rating's fields to `digits` decimals. */
function near(actual: { mu: number; sigma: number }, mu: number, sigma: number, digits: number): void {
  expect(actual.mu).toBeCloseTo(mu, digits);
  expect(actual.sigma).toBeCloseTo(sigma, digits);
}

describe('the rating maths against the examples in openskill’s README (5.0.1)', () => {
  it('rates two teams of two: a newcomer and a rated player beat two rated players', () => {
    const [[x1, x2], [y1, y2]] = rateSides([
      { rank: 1, skills: [NEWCOMER, { mu: 32.444, sigma: 5.123 }] },
      {
        rank: 2,
        skills: [
          { mu: 43.381, sigma: 2.421 },
          { mu: 25.188, sigma: 6.211 },
        ],
      },
    ]);
    readme(x1, 28.67, 8.07, 2);
    readme(x2, 33.83, 5.06, 2);
    readme(y1, 43.07, 2.42, 2);
    readme(y2, 23.15, 6.14, 2);
  });

  it('rates four newcomers by rank, lower first: the ranks 4, 1, 3, 2', () => {
    const after = rateSides([4, 1, 3, 2].map((rank) => ({ rank, skills: [NEWCOMER] }))).map(([s]) => s);
    readme(after[0], 20.963, 8.084, 3);
    readme(after[1], 27.795, 8.263, 3);
    readme(after[2], 24.689, 8.084, 3);
    readme(after[3], 26.553, 8.179, 3);
  });

  it('gives this version’s exact doubles, which stored ratings and ratings:rebuild rely on', () => {
    const after = rateSides([4, 1, 3, 2].map((rank) => ({ rank, skills: [NEWCOMER] }))).map(([s]) => s);
    expect(after).toEqual([
      { mu: 20.962412806387245, sigma: 8.084127880168786 },
      { mu: 27.795252672501135, sigma: 8.263571791259416 },
      { mu: 24.689416369722096, sigma: 8.084127880168786 },
      { mu: 26.55291815138952, sigma: 8.17961798837266 },
    ]);
  });

  it('rates tied ranks alike: the scores 37, 19, 37, 42 as ranks 2, 4, 2, 1', () => {
    const after = rateSides([2, 4, 2, 1].map((rank) => ({ rank, skills: [NEWCOMER] }))).map(([s]) => s);
    readme(after[0], 24.689, 8.179, 3);
    readme(after[1], 22.826, 8.179, 3);
    readme(after[2], 24.689, 8.179, 3);
    readme(after[3], 27.795, 8.263, 3);
  });

  it('shows mu − 3 sigma on a scale from 1000: 35.81 as the README’s ordinal is 1000 + 40 × 35.81', () => {
    expect(shownRating({ mu: 43.07, sigma: 2.42 })).toBe(Math.round(1000 + 40 * 35.81));
    expect(shownRating(NEWCOMER)).toBe(1000);
  });
});

describe('inactivity', () => {
  it('adds uncertainty with the days idle, in quadrature, never beyond a newcomer’s', () => {
    expect(afterIdle({ mu: 30, sigma: 2 }, 0)).toEqual({ mu: 30, sigma: 2 });
    expect(afterIdle({ mu: 30, sigma: 2 }, 365 * DAY).sigma).toBeCloseTo(Math.sqrt(4 + 365 * 0.04), 12);
    expect(afterIdle({ mu: 30, sigma: 2 }, 10_000 * DAY)).toEqual({ mu: 30, sigma: NEWCOMER.sigma });
  });

  it('reads a newcomer for a player with no rating, and a stored rating grown uncertain since its last match', () => {
    const stored: PoolRating = { skill: { mu: 30, sigma: 3 }, games: 12, lastPlayedMs: T };
    expect(skillAt(undefined, T)).toEqual(NEWCOMER);
    expect(skillAt(stored, T)).toEqual(stored.skill);
    expect(skillAt(stored, T + 100 * DAY).sigma).toBeCloseTo(Math.sqrt(9 + 100 * 0.04), 12);
  });

  it('keeps a rating provisional for its first ten matches', () => {
    expect(isProvisional(9)).toBe(true);
    expect(isProvisional(10)).toBe(false);
  });
});

describe('rating a finished match', () => {
  const seat = (playerId: string | null, side: number, rank: number, bot = false) => ({ playerId, side, rank, bot });
  const heads: RatableMatch = { gameId: 'maw', endedAtMs: T, seats: [seat('ann', 0, 2), seat('ben', 1, 1)] };

  it('names a pool per game and kind of table', () => {
    expect(poolOf(heads)).toBe('maw');
    expect(poolOf({ gameId: 'maw', seats: [0, 1, 0, 1].map((side, i) => seat(`p${i}`, side, side + 1)) })).toBe(
      'maw-partnerships',
    );
    expect(poolOf({ gameId: 'pope-joan', seats: [0, 1, 2].map((side) => seat(`p${side}`, side, 1)) })).toBe(
      'pope-joan',
    );
  });

  it('moves the winner up and the loser down by the same amount between newcomers, and counts the game', () => {
    const [ann, ben] = rateMatch(heads, () => undefined);
    expect(ann.playerId).toBe('ann');
    expect(ann.before).toBeUndefined();
    near(ben.after.skill, 27.635389493140497, 8.06590141354368, 12);
    near(ann.after.skill, 22.364610506859503, 8.06590141354368, 12);
    expect(ben.after).toMatchObject({ games: 1, lastPlayedMs: T });
    expect([ann.shownBefore, ben.shownBefore]).toEqual([1000, 1000]);
    expect(ben.shownAfter).toBeGreaterThan(ann.shownAfter);
  });

  it('rates partners as one side and gives each their own change', () => {
    const partners: RatableMatch = {
      gameId: 'maw',
      endedAtMs: T,
      seats: [seat('a', 0, 1), seat('b', 1, 2), seat('c', 0, 1), seat('d', 1, 2)],
    };
    const changes = rateMatch(partners, () => undefined);
    expect(changes.map((c) => c.playerId)).toEqual(['a', 'c', 'b', 'd']);
    expect(changes[0].after.skill).toEqual(changes[1].after.skill);
    expect(changes[0].after.skill.mu).toBeGreaterThan(changes[2].after.skill.mu);
  });

  it('rates from the skill grown uncertain while idle, and counts on from the stored games', () => {
    const old: PoolRating = { skill: { mu: 30, sigma: 2 }, games: 40, lastPlayedMs: T - 200 * DAY };
    const [ann] = rateMatch(heads, (p) => (p === 'ann' ? old : undefined));
    const [fresh] = rateMatch(heads, (p) => (p === 'ann' ? { ...old, lastPlayedMs: T } : undefined));
    expect(ann.after.games).toBe(41);
    expect(ann.shownBefore).toBe(shownRating(afterIdle(old.skill, 200 * DAY)));
    expect(ann.after.skill.mu).toBeLessThan(fresh.after.skill.mu);
  });

  it('rates nothing for an import, a table of bots, or a player in two seats', () => {
    expect(rateMatch({ ...heads, seats: [seat(null, 0, 1), seat('ben', 1, 2)] }, () => undefined)).toEqual([]);
    expect(rateMatch({ ...heads, seats: [seat('b1', 0, 1, true), seat('b2', 1, 2, true)] }, () => undefined)).toEqual(
      [],
    );
    expect(rateMatch({ ...heads, seats: [seat('ann', 0, 1), seat('ann', 1, 2)] }, () => undefined)).toEqual([]);
  });

  it('rates a bot against a person', () => {
    expect(rateMatch({ ...heads, seats: [seat('bot', 0, 1, true), seat('ben', 1, 2)] }, () => undefined)).toHaveLength(
      2,
    );
  });
});

describe('applying matches in order', () => {
  const seat = (playerId: string, side: number, rank: number) => ({ playerId, side, rank, bot: false });
  const match = (matchId: string, winner: string, loser: string, endedAtMs: number): PendingMatch => ({
    matchId,
    gameId: 'maw',
    endedAtMs,
    seats: [seat(winner, 0, 1), seat(loser, 1, 2)],
  });

  it('numbers the matches on from the first seq and rates each from the ratings the ones before it left', () => {
    const ratings = new Map<string, PoolRating>();
    const applied = applyInOrder([match('m1', 'ann', 'ben', T), match('m2', 'ben', 'ann', T + DAY)], ratings, 7);
    expect(applied.map((a) => [a.matchId, a.seq, a.pool])).toEqual([
      ['m1', 7, 'maw'],
      ['m2', 8, 'maw'],
    ]);
    expect(applied[1].changes[0].before).toEqual(applied[0].changes[1].after);
    expect(ratings.get(ratingKey('maw', 'ann'))).toEqual(applied[1].changes[1].after);
    expect(ratings.get(ratingKey('maw', 'ann'))?.games).toBe(2);
  });

  it('gives the same bits whether applied in one go or in batches that carry the ratings on', () => {
    const matches = [
      match('m1', 'ann', 'ben', T),
      match('m2', 'ben', 'cat', T + DAY),
      match('m3', 'cat', 'ann', T + 3 * DAY),
    ];
    const whole = applyInOrder(matches, new Map(), 1);
    const ratings = new Map<string, PoolRating>();
    const batched = [...applyInOrder(matches.slice(0, 2), ratings, 1), ...applyInOrder(matches.slice(2), ratings, 3)];
    expect(batched).toEqual(whole);
  });

  it('applies a match that cannot be rated in its place, changing nothing', () => {
    const bots = {
      ...match('m1', 'b1', 'b2', T),
      seats: [0, 1].map((side) => ({ ...seat(`b${side}`, side, side + 1), bot: true })),
    };
    expect(applyInOrder([bots], new Map(), 1)).toEqual([
      { matchId: 'm1', seq: 1, pool: 'maw', endedAtMs: T, changes: [] },
    ]);
  });
});
