/**
 * What a personal access token may do. A JWT session may do everything,
 * including what no scope grants (managing tokens, editing the profile).
 * `bot:play`, which only a bot account's tokens may hold, is a bot program's
 * whole reach: it reads matches (as `match:read` does: the matches, the turn
 * stream and feed) and moves and resigns (the operations marked `@BotMove()`),
 * and nothing else.
 */
export const SCOPES = [
  'match:read',
  'match:play',
  'account:read',
  'webhooks:manage',
  'records:import',
  'bot:play',
] as const;

export type Scope = (typeof SCOPES)[number];
