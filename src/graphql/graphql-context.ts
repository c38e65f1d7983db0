import type { FastifyReply, FastifyRequest } from 'fastify';

/** The context every GraphQL operation over HTTP runs with: the request for the guards, the reply for headers. */
export interface GraphQLContext {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}

export function graphqlContext(req: FastifyRequest, reply: FastifyReply): GraphQLContext {
  return { req, reply };
}
