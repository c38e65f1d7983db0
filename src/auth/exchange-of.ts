import { ExecutionContext } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Principal } from './principal';
import { GraphQLContext } from './graphql-context';

/** The request being served and, where there is one, its reply. */
export interface Exchange {
  readonly req: FastifyRequest;
  readonly reply?: FastifyReply;
  /** Over WebSocket, the principal the connection authenticated with at connection_init. */
  readonly socketPrincipal?: Principal;
}

/**
 * The request behind any execution context, so guards and decorators are
 * written once for REST and GraphQL, over HTTP or WebSocket (whose context
 * carries the upgrade request and the principal of its connection_init).
 */
export function exchangeOf(context: ExecutionContext): Exchange {
  if (context.getType<GqlContextType>() === 'graphql') {
    const { req, reply, socketPrincipal } = GqlExecutionContext.create(context).getContext<GraphQLContext>();
    return { req, reply, socketPrincipal };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<FastifyRequest>(), reply: http.getResponse<FastifyReply>() };
}
