import { z } from 'zod';
import { CursorCodec } from '../common';

/** A leaderboard's walk: the last player listed, by shown rating and handle. */
export const leaderboardCursor = new CursorCodec(
  'leaderboard',
  z.strictObject({ shown: z.number().int(), handleKey: z.string().max(40) }),
);

/** A rating history's walk: the last match listed, by the order ratings were applied in. */
export const historyCursor = new CursorCodec('ratingHistory', z.strictObject({ seq: z.number().int().min(1) }));

const pageLimit = z.number().int().min(1).max(100).default(20);

/** A pool: a game's id, or a game's id and `-partnerships`. */
export const poolSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, 'must be a pool: a game’s id, or a game’s id and -partnerships')
  .describe('a game and kind of table: `maw`, `maw-partnerships`, `pope-joan`');

export const leaderboardSchema = z.object({
  pool: poolSchema,
  minGames: z.number().int().min(1).max(10_000).default(10),
  activeDays: z.number().int().min(1).max(3650).default(90),
  cursor: leaderboardCursor.input(),
  limit: pageLimit,
});

export const historySchema = z.object({ pool: poolSchema, cursor: historyCursor.input(), limit: pageLimit });
