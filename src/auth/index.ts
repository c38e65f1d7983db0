/**
 * The auth module's public entry: who a request is (the principal, the bearer and its authenticator, revocations),
 * what it may do (the access guard, its decorators, `authorize`), the request's exchange and GraphQL context, and the
 * OpenAPI examples. Other modules' code imports src/auth only through this file and `auth.module.ts`; lint checks it
 * (.dependency-cruiser.cjs).
 */
export { accessTokenExamples } from './access-token-examples';
export { AccessGuard } from './access.guard';
export { authorize } from './authorize';
export { BearerAuthenticator } from './bearer-authenticator';
export { BotMove } from './decorators/bot-move.decorator';
export { CurrentPlayer, CurrentPlayerIfAny } from './decorators/current-player.decorator';
export { Public } from './decorators/public.decorator';
export { RequireScopes } from './decorators/require-scopes.decorator';
export { SessionOnly } from './decorators/session-only.decorator';
export { exchangeOf } from './exchange-of';
export { graphqlContext, socketContext, type GraphQLContext } from './graphql-context';
export type { Principal } from './principal';
export { Revocations, credentialIdOf, type CredentialId } from './revocations';
export { bearerOf } from './strategies/bearer';
