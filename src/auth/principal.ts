import { Scope } from './scopes';

/** Who is calling and through what: a logged-in session, or a personal access token with its scopes. */
export type Principal =
  | { readonly via: 'session'; readonly playerId: string; readonly sessionId: string }
  | { readonly via: 'token'; readonly playerId: string; readonly tokenId: string; readonly scopes: readonly Scope[] };
