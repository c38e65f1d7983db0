import { ordinal, rate } from 'openskill';

/**
 * The rating maths (docs/ratings.md): OpenSkill's Plackett-Luce model (Weng and Lin), one rating per player and
 * pool. Pure: no clock, no storage; times come in as milliseconds since the epoch. The applier and
 * `ratings:rebuild` both rate through `rateMatch`, so one order of matches gives the same numbers to the last bit.
 */

/** A belief about a player's skill: a normal distribution of mean `mu` and standard deviation `sigma`. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** A player's rating in one pool, as stored. */
export interface PoolRating {
  readonly skill: Skill;
  /** Rated matches played in the pool. */
  readonly games: number;
  /** When the last of them ended: inactivity is counted from it. */
  readonly lastPlayedMs: number;
}

/** OpenSkill's defaults, written out so that a change of library default cannot change a stored rating. */
export const MODEL = {
  mu: 25,
  sigma: 25 / 3,
  beta: 25 / 6,
  /** Added to every sigma before each match (in quadrature), so that a rating never freezes. */
  tau: 25 / 300,
} as const;

/** How much uncertainty a day without a rated match adds, in quadrature: a year idle takes sigma 2 to about 4.3. */
export const SIGMA_PER_IDLE_DAY = 0.2;

/** A rating is provisional until its player has finished this many rated matches in the pool. */
export const PROVISIONAL_GAMES = 10;

/** The shown rating is 1000 + 40 × (mu − 3 sigma): a newcomer shows 1000 and rises as the model grows sure. */
const SHOWN = { z: 3, alpha: 40, target: 1000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const NEWCOMER: Skill = { mu: MODEL.mu, sigma: MODEL.sigma };

/** The skill after `idleMs` without a rated match: sigma grows with the days, never past a newcomer's. */
export function afterIdle(skill: Skill, idleMs: number): Skill {
  if (idleMs <= 0) return skill;
  const days = idleMs / DAY_MS;
  const sigma = Math.min(MODEL.sigma, Math.sqrt(skill.sigma * skill.sigma + days * SIGMA_PER_IDLE_DAY ** 2));
  return { mu: skill.mu, sigma };
}

/** A player's skill at `atMs`: a newcomer's if they have none, else theirs grown uncertain with the time idle. */
export function skillAt(rating: PoolRating | undefined, atMs: number): Skill {
  return rating === undefined ? NEWCOMER : afterIdle(rating.skill, atMs - rating.lastPlayedMs);
}

/** The number players see: a conservative estimate (99.7 % sure the skill is above it), on a scale from 1000. */
export function shownRating(skill: Skill): number {
  return Math.round(ordinal(skill, SHOWN));
}

export function isProvisional(games: number): boolean {
  return games < PROVISIONAL_GAMES;
}

/** One side of a finished match: its players' skills and the side's rank (1 is first; equal ranks tie). */
export interface RatedSide {
  readonly skills: readonly Skill[];
  readonly rank: number;
}

/** The skills after a match, side by side and player by player as given. */
export function rateSides(sides: readonly RatedSide[]): Skill[][] {
  return rate(
    sides.map((side) => side.skills.map((s) => ({ mu: s.mu, sigma: s.sigma }))),
    { ...MODEL, rank: sides.map((side) => side.rank) },
  );
}
