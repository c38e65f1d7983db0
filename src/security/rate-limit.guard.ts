import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { exchangeOf } from '../auth';
import { handlerMetadata } from '../common';
import { CREDENTIALS_RATE_LIMIT } from './credentials-rate-limit.decorator';
import { EXPORT_BUDGET } from './export-budget.decorator';
import { RateLimits } from './rate-limits';

/**
 * Runs after the access guard, so an authenticated caller is counted by
 * player and an anonymous one by IP; a GraphQL request counts once, not once
 * per field; an export counts against its own budget instead. An operation that takes a password also counts against the IP's
 * credentials budget.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly takesPassword = handlerMetadata(
    ([handler]) => this.reflector.get<boolean>(CREDENTIALS_RATE_LIMIT, handler) ?? false,
  );
  private readonly exports = handlerMetadata(
    ([handler]) => this.reflector.get<boolean>(EXPORT_BUDGET, handler) ?? false,
  );

  constructor(
    private readonly limits: RateLimits,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req, reply, socketPrincipal } = exchangeOf(context);
    const caller = this.limits.callerOf(req, socketPrincipal ?? req.user);
    if (this.exports(context)) await this.limits.countExport(req, caller, reply);
    else await this.limits.countRequest(req, caller, reply);
    if (this.takesPassword(context)) await this.limits.countCredentialAttempt(req, reply);
    return true;
  }
}
