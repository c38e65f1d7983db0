import { FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** What a worker (ROLE=worker) still answers: the health and readiness checks its supervisor asks. */
const SERVED = new Set(['/health', '/ready']);

/**
 * A worker works the job queues and serves nothing else: every request but
 * its health checks is 503 UNAVAILABLE, so a worker put behind the proxy by
 * mistake is seen at once, and never answers a move.
 */
export function serveOnlyHealth(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (SERVED.has(request.url.split('?')[0])) return;
    throw new DomainError('UNAVAILABLE', 'this instance works the job queues and serves no requests (ROLE=worker)');
  });
}
