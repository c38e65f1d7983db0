import { ExecutionContext } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLContext } from '../../graphql/graphql-context';

/** The request being served and, where there is one, its reply. */
export interface Exchange {
  readonly req: FastifyRequest;
  readonly reply?: FastifyReply;
}

/**
 * The request behind any execution context, so guards and decorators are
 * written once for REST and GraphQL. A WebSocket transport adds its case here,
 * returning the request-like object its connection was authenticated on.
 */
export function exchangeOf(context: ExecutionContext): Exchange {
  if (context.getType<GqlContextType>() === 'graphql') {
    const { req, reply } = GqlExecutionContext.create(context).getContext<GraphQLContext>();
    return { req, reply };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<FastifyRequest>(), reply: http.getResponse<FastifyReply>() };
}
