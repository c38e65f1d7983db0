import { z } from 'zod';
import { ApiOutput, apiSchema } from '../../openapi';
import { matchSchema } from './match-output';

export const archivePageSchema = apiSchema(
  'ArchivePage',
  z.strictObject({
    items: z.array(matchSchema),
    next: z.string().nullable().describe('the cursor of the next page of the same search; null on the last'),
    total: z.number().int().min(0).describe('how many matches the whole search holds'),
  }),
  'A page of an archive search: each match with the spectator’s final view (docs/archive.md)',
);

const counts = {
  matches: z.number().int().min(0),
  won: z.number().int().min(0),
  lost: z.number().int().min(0),
  drawn: z.number().int().min(0),
};

export const gameStatsSchema = apiSchema(
  'GameStats',
  z.strictObject({
    gameId: z.string(),
    ...counts,
    ranks: z
      .array(z.strictObject({ rank: z.number().int().min(1), count: z.number().int().min(1) }))
      .describe('how many times the player finished at each rank, the best first'),
    averageScore: z.number().describe('the mean of the player’s final scores'),
  }),
  'A player’s finished matches of one game, counted: won, lost and drawn as docs/archive.md defines them',
);

export const playerStatsSchema = apiSchema(
  'PlayerStats',
  z.strictObject({ player: z.string().describe('the player’s handle'), games: z.array(gameStatsSchema) }),
  'A player’s statistics by game, from the archived matches the caller may read',
);

export const headToHeadGameSchema = apiSchema(
  'HeadToHeadGame',
  z.strictObject({ gameId: z.string(), ...counts }),
  'Two players’ matches against each other in one game: won when the player ranked better than the opponent, lost when worse, drawn when level',
);

export const headToHeadSchema = apiSchema(
  'HeadToHead',
  z.strictObject({
    player: z.string(),
    opponent: z.string(),
    games: z.array(headToHeadGameSchema),
  }),
  'A player against an opponent (on opposite sides) by game, from the archived matches the caller may read',
);

export type ArchivePageDto = ApiOutput<typeof archivePageSchema>;
export type PlayerStatsDto = ApiOutput<typeof playerStatsSchema>;
export type HeadToHeadDto = ApiOutput<typeof headToHeadSchema>;
