import { z } from 'zod';
import { ApiOutput, apiSchema, dateTime } from '../openapi/api-schema';

export const publicPlayerSchema = apiSchema(
  'Player',
  z.strictObject({
    handle: z.string().describe('unique, ignoring case'),
    displayName: z.string(),
    joinedAt: dateTime,
  }),
  'A player as everyone may see them: a public profile',
);

export const ownPlayerSchema = apiSchema(
  'Me',
  z.strictObject({ id: z.uuid(), ...publicPlayerSchema.shape }),
  'A player as they see themselves',
);

/** A player as everyone may see them. */
export type PublicPlayer = ApiOutput<typeof publicPlayerSchema>;

/** A player as they see themselves. */
export type Player = ApiOutput<typeof ownPlayerSchema>;

/** The public part of a player: what `player(handle)` and match listings may show. */
export function publicView(player: Player): PublicPlayer {
  return { handle: player.handle, displayName: player.displayName, joinedAt: player.joinedAt };
}

/** A player as they see themselves, field by field: nothing stored beside it (a password hash) can slip out. */
export function ownView(player: Player): Player {
  return { id: player.id, handle: player.handle, displayName: player.displayName, joinedAt: player.joinedAt };
}
