/**
 * What a personal access token may do. A JWT session may do everything,
 * including what no scope grants (managing tokens, editing the profile).
 */
export const SCOPES = ['match:read', 'match:play', 'account:read', 'webhooks:manage', 'records:import'] as const;

export type Scope = (typeof SCOPES)[number];
