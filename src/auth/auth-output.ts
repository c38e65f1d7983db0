import { z } from 'zod';
import { ApiOutput, apiSchema, dateTime } from '../openapi';
import { ownPlayerSchema } from '../players';

const session = {
  accessToken: z.string().describe('a session JWT, to send as `Authorization: Bearer <accessToken>`'),
  expiresAt: dateTime,
};

export const loginResultSchema = apiSchema(
  'LoginResult',
  z.strictObject(session),
  'A session: its JWT, and when it expires',
);

export const registerResultSchema = apiSchema(
  'RegisterResult',
  z.strictObject({ player: ownPlayerSchema, ...session }),
  'A new player, as they see themselves, and a session exactly as logging in opens one',
);

/** A session: its signed JWT, and when it expires. */
export type LoginResult = ApiOutput<typeof loginResultSchema>;

/** A new player and a session for them, as logging in would open: registering needs no second call. */
export type RegisterResult = ApiOutput<typeof registerResultSchema>;
