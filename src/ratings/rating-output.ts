import { z } from 'zod';
import { ApiOutput, apiSchema, dateTime } from '../openapi';

export const playerRatingSchema = apiSchema(
  'PlayerRating',
  z.strictObject({
    pool: z.string().describe('the game and kind of table: `maw`, `maw-partnerships`, `pope-joan`'),
    rating: z
      .number()
      .int()
      .describe('the shown rating now: 1000 + 40 × (mu − 3 sigma), sigma grown with the days since the last match'),
    provisional: z.boolean().describe('fewer than 10 rated matches in the pool'),
    games: z.number().int().min(1).describe('rated matches finished in the pool'),
    lastPlayedAt: dateTime.describe('when the last of them ended'),
    mu: z.number().describe('the model’s estimate of the skill (OpenSkill)'),
    sigma: z.number().describe('its uncertainty now, grown with the days since the last match'),
  }),
  'A player’s rating in one pool (docs/ratings.md)',
);

export const playerRatingsSchema = apiSchema(
  'PlayerRatings',
  z.strictObject({
    handle: z.string(),
    bot: z.boolean().describe('a bot account: rated like anyone, and labelled'),
    ratings: z.array(playerRatingSchema).describe('one per pool the player was rated in, by pool'),
  }),
  'A player’s ratings, one per game and kind of table',
);

export const ratingChangeSchema = apiSchema(
  'RatingChange',
  z.strictObject({
    matchId: z
      .uuid()
      .nullable()
      .describe('the rated match; null when it is private and the caller is not one of its parties (docs/ratings.md)'),
    ratingBefore: z.number().int().describe('the shown rating before the match, grown uncertain with the days idle'),
    ratingAfter: z.number().int(),
    games: z.number().int().min(1).describe('rated matches in the pool, this one included'),
    endedAt: dateTime,
  }),
  'One rated match in a player’s rating history',
);

export const ratingHistorySchema = apiSchema(
  'RatingHistoryPage',
  z.strictObject({
    items: z.array(ratingChangeSchema).describe('newest first'),
    next: z.string().nullable().describe('the cursor of the next page; null on the last'),
  }),
  'A page of a player’s rating history in one pool',
);

export const leaderSchema = apiSchema(
  'Leader',
  z.strictObject({
    handle: z.string(),
    displayName: z.string(),
    bot: z.boolean().describe('a bot account'),
    rating: z
      .number()
      .int()
      .describe('the shown rating after the player’s last rated match, which the board orders by'),
    games: z.number().int().min(1),
    lastPlayedAt: dateTime,
  }),
  'A player on a leaderboard',
);

export const leaderboardPageSchema = apiSchema(
  'LeaderboardPage',
  z.strictObject({
    items: z.array(leaderSchema).describe('best first; equal ratings by handle'),
    next: z.string().nullable().describe('the cursor of the next page; null on the last'),
  }),
  'A page of a pool’s leaderboard: players with enough rated matches, the last within the window',
);

export type PlayerRatingDto = ApiOutput<typeof playerRatingSchema>;
export type PlayerRatingsDto = ApiOutput<typeof playerRatingsSchema>;
export type RatingHistoryDto = ApiOutput<typeof ratingHistorySchema>;
export type LeaderboardPageDto = ApiOutput<typeof leaderboardPageSchema>;
