import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, handlerMetadata } from '../common';
import { Exchange, exchangeOf } from './exchange-of';
import { RateLimits } from '../security';
import { authorize } from './authorize';
import { BOT_MOVE } from './decorators/bot-move.decorator';
import { IS_PUBLIC } from './decorators/public.decorator';
import { REQUIRED_SCOPES } from './decorators/require-scopes.decorator';
import { SESSION_ONLY } from './decorators/session-only.decorator';
import { Principal } from './principal';
import { Scope } from './scopes';

/**
 * Deny by default: every REST route and GraphQL operation needs a session JWT
 * or an access token unless marked `@Public()`, then must satisfy its
 * `@RequireScopes(...)` and `@SessionOnly()`; operations over WebSocket use
 * the principal of their connection. A public operation is answered as
 * anonymous when no credential, or a failing one, comes with it; a good one
 * makes it that player's, held to the operation's scopes. Passport's one strategy takes session
 * JWTs and access tokens alike (BearerStrategy).
 */
@Injectable()
export class AccessGuard extends AuthGuard('bearer') {
  private readonly policyOf = handlerMetadata((targets) => ({
    isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [...targets]) ?? false,
    requirement: {
      scopes: this.reflector.getAllAndMerge<Scope[]>(REQUIRED_SCOPES, [...targets]),
      sessionOnly: this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [...targets]) ?? false,
      botMove: this.reflector.getAllAndOverride<boolean>(BOT_MOVE, [...targets]) ?? false,
    },
  }));

  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    const exchange = exchangeOf(context);
    if (policy.isPublic) {
      if (!exchange.socketPrincipal && !exchange.req.user && exchange.req.headers.authorization !== undefined)
        await this.identify(context);
      // A caller who is identified reads as that player, so the scopes hold for them as for anyone signed in:
      // a token without match:read reads no seat's hand through a public read.
      const identified = exchange.socketPrincipal ?? (exchange.req.user as Principal | undefined);
      const denied = identified && authorize(identified, policy.requirement);
      if (denied) throw denied;
      return true;
    }
    // A WebSocket connection authenticated once, at connection_init; the fields of
    // one HTTP GraphQL request share the request: authenticate it once, not per field.
    if (!exchange.socketPrincipal && !exchange.req.user) await this.authenticate(context, exchange);
    const principal = exchange.socketPrincipal ?? (exchange.req.user as Principal);
    const denied = authorize(principal, policy.requirement);
    if (denied) throw denied;
    return true;
  }

  /**
   * Passport's strategies; a request whose credentials fail (or that has none)
   * counts against its IP's budget, so guessing tokens is limited like any
   * anonymous call, and once that budget is spent it is refused as
   * RATE_LIMITED before its error says anything.
   */
  private async authenticate(context: ExecutionContext, { req, reply }: Exchange): Promise<void> {
    try {
      await super.canActivate(context);
    } catch (error) {
      await this.limits.countRequest(req, this.limits.anonymousCaller(req), reply);
      throw error;
    }
  }

  /**
   * A public operation never fails for its credentials, but a caller who
   * sends good ones is that player, so the request counts against the
   * player's budget, whichever of its fields is checked first.
   */
  private async identify(context: ExecutionContext): Promise<void> {
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  }

  override getRequest(context: ExecutionContext): FastifyRequest {
    return exchangeOf(context).req;
  }

  getResponse(context: ExecutionContext): FastifyReply | undefined {
    return exchangeOf(context).reply;
  }

  override handleRequest<T = Principal>(error: unknown, principal: T | false): T {
    if (error) throw error;
    if (!principal)
      throw new DomainError(
        'UNAUTHENTICATED',
        'authentication required: send Authorization: Bearer <session JWT or access token>',
      );
    return principal;
  }
}
