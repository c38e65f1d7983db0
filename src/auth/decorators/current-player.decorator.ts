import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { exchangeOf } from '../exchange-of';
import { Principal } from '../principal';

/**
 * The authenticated caller, for REST and GraphQL alike. Only on endpoints the
 * global guard protects: it is the guard that guarantees a principal.
 */
export const CurrentPlayer = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = exchangeOf(context).req.user;
  if (!principal) throw new Error('@CurrentPlayer() used on an endpoint without authentication');
  return principal;
});

/**
 * On a `@Public()` endpoint: the caller when a good credential came with the
 * request, null when none did or the one sent failed (the guard answers such
 * a request as anonymous).
 */
export const CurrentPlayerIfAny = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null => exchangeOf(context).req.user ?? null,
);
