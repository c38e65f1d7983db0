import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Principal } from './principal';

/** The context every GraphQL operation over HTTP runs with: the request for the guards, the reply for headers. */
export interface GraphQLContext {
  readonly req: FastifyRequest;
  readonly reply?: FastifyReply;
  /** Set for operations over WebSocket: who authenticated at connection_init. */
  readonly socketPrincipal?: Principal;
}

export function graphqlContext(req: FastifyRequest, reply: FastifyReply): GraphQLContext {
  return { req, reply };
}

/**
 * The context of an operation over WebSocket: the upgrade request, carrying
 * the connection's principal where passport would put it and the client's
 * address as Fastify would resolve it (`clientAddress`), so the guards,
 * `@CurrentPlayer()` and the rate limits work unchanged.
 */
export function socketContext(request: IncomingMessage, principal: Principal, ip: string): GraphQLContext {
  const req = { headers: request.headers, ip, user: principal };
  // Only these fields of a request are read on this path (guards, decorator, rate-limit tracker).
  return { req: req as unknown as FastifyRequest, socketPrincipal: principal };
}
