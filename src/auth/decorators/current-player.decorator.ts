import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { exchangeOf } from '../../common/http/exchange-of';
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
