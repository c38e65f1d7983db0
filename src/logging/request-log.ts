import type { FastifyInstance } from 'fastify';
import { Logger } from 'pino';

/**
 * One line per request: method, path (without the query string, which could
 * carry a secret), status, duration and the authenticated player. Headers and
 * bodies are never logged.
 */
export function logRequests(fastify: FastifyInstance, log: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        playerId: request.user?.playerId,
      },
      'request',
    );
    done();
  });
}
