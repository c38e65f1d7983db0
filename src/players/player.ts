import { z } from 'zod';
import { BOT_KINDS } from './bot-kinds';
import { ApiOutput, apiSchema, dateTime } from '../openapi';

const publicFields = {
  handle: z.string().describe('unique, ignoring case'),
  displayName: z.string(),
  joinedAt: dateTime,
  bot: z.boolean().describe('a bot account: a program plays for it (docs/bots.md)'),
  botKind: z
    .enum(BOT_KINDS)
    .nullable()
    .describe("the built-in bot that plays for this system account; null for people and third parties' bots"),
};

export const publicPlayerSchema = apiSchema(
  'Player',
  z.strictObject({
    ...publicFields,
    awayUntil: dateTime
      .nullable()
      .describe(
        'while the player is on vacation, when it ends (their deadlines stand still meanwhile); null otherwise',
      ),
  }),
  'A player as everyone may see them: a public profile',
);

export const ownPlayerSchema = apiSchema(
  'Me',
  z.strictObject({ id: z.uuid(), ...publicFields }),
  'A player as they see themselves',
);

/** A player as everyone may see them, wherever they are named (a match's seats, its log). */
export type PublicPlayer = Omit<ApiOutput<typeof publicPlayerSchema>, 'awayUntil'>;

/** A public profile: the player, and whether they are away. */
export type PlayerProfile = ApiOutput<typeof publicPlayerSchema>;

/** A player as they see themselves. */
export type Player = ApiOutput<typeof ownPlayerSchema>;

/** The public part of a player: what `player(handle)` and match listings may show. */
export function publicView(player: Player): PublicPlayer {
  const { handle, displayName, joinedAt, bot, botKind } = player;
  return { handle, displayName, joinedAt, bot, botKind };
}

/** A player as they see themselves, field by field: nothing stored beside it (a password hash) can slip out. */
export function ownView(player: Player): Player {
  const { id, handle, displayName, joinedAt, bot, botKind } = player;
  return { id, handle, displayName, joinedAt, bot, botKind };
}
