import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { GqlArgumentsHost, GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from './database-unreachable';
import { describeError } from './describe-error';
import { toPublicError } from './public-error';
import { restErrorBody } from './rest-error-body';

/**
 * The one exception filter. REST gets the mapped status and body; GraphQL
 * gets the error back so Apollo's formatError (the same mapping) shapes it.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): unknown {
    if (host.getType() === 'http' && clientWentAway(host.switchToHttp().getRequest<FastifyRequest>())) {
      // Node's "aborted" (ECONNRESET) is the client's connection, not the database's: nobody is left to answer.
      const id = host.switchToHttp().getRequest<FastifyRequest>().id;
      this.logger.log(`request ${id}: the client went away before its request was read: ${describeError(error)}`);
      return undefined;
    }
    const mapped = toPublicError(error);
    // A corrupt log is the operator's to repair: log it as loudly as a bug.
    if (mapped.code === 'INTERNAL' || mapped.code === 'CORRUPT_LOG') {
      const id = requestIdIn(host);
      this.logger.error(`${id ? `request ${id}: ` : ''}${describeError(error)}`);
    } else if (mapped.code === 'UNAVAILABLE' && isDatabaseUnreachable(error)) {
      const id = requestIdIn(host);
      this.logger.warn(`${id ? `request ${id}: ` : ''}the database cannot be reached: ${describeError(error)}`);
    }
    if (host.getType() !== 'http') return error instanceof Error ? error : new Error(String(error));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    return reply.status(mapped.status).send(restErrorBody(mapped));
  }
}

/** Whether the client closed its connection before its request's body arrived in full. */
function clientWentAway(request: FastifyRequest): boolean {
  return request.raw.readableAborted;
}

/** The id of the request being served (see requestIdOf); none for an operation over WebSocket. */
function requestIdIn(host: ArgumentsHost): string | undefined {
  if (host.getType<GqlContextType>() === 'graphql')
    return GqlArgumentsHost.create(host).getContext<{ req: FastifyRequest }>().req.id as string | undefined;
  return host.getType() === 'http' ? host.switchToHttp().getRequest<FastifyRequest>().id : undefined;
}
