import type { FastifyInstance } from 'fastify';
import { Logger } from 'pino';

/**
 * One line per request: its id, method, path (without the query string, which
 * could carry a secret), status, duration and the authenticated player. No
 * other header, and no body, is ever logged.
 */
export function logRequests(fastify: FastifyInstance, log: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    // Below `info` (LOG_LEVEL=warn, say) the line is not written: nor is it built.
    if (!log.isLevelEnabled('info')) return done();
    log.info(
      {
        requestId: request.id,
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
