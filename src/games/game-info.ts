import { z } from 'zod';
import { SealedGame } from '../engine';
import { ApiOutput, apiSchema } from '../openapi';

const option = { name: z.string(), description: z.string().describe('one line for people') };

export const gameOptionSchema = apiSchema(
  'GameOption',
  z.discriminatedUnion('type', [
    apiSchema(
      'EnumOption',
      z.strictObject({ ...option, type: z.literal('enum'), values: z.array(z.string()), default: z.string() }),
      'An option taking one of `values`',
    ),
    apiSchema(
      'BooleanOption',
      z.strictObject({ ...option, type: z.literal('boolean'), default: z.boolean() }),
      'An option that is on or off',
    ),
    apiSchema(
      'IntegerOption',
      z.strictObject({
        ...option,
        type: z.literal('integer'),
        min: z.number().int(),
        max: z.number().int(),
        default: z.number().int(),
      }),
      'An option taking a whole number from `min` to `max`',
    ),
  ]),
  'A declared rule variant, chosen when a match is created',
);

export const gameInfoSchema = apiSchema(
  'Game',
  z.strictObject({
    id: z.string(),
    name: z.string(),
    rulesVersion: z.string().describe('matches are pinned to the rules version they were created under'),
    minPlayers: z.number().int().min(1),
    maxPlayers: z.number().int().min(1),
    options: z.array(gameOptionSchema),
  }),
  'A game as the catalog describes it, so a client can build a "new match" form',
);

/** A game as the catalog describes it, so a client can build a "new match" form. */
export type GameInfo = ApiOutput<typeof gameInfoSchema>;

export function gameInfo(game: SealedGame): GameInfo {
  const { id, name, rulesVersion, minPlayers, maxPlayers, options } = game;
  return { id, name, rulesVersion, minPlayers, maxPlayers, options };
}
