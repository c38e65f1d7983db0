import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller or a proxy may bring: short, and nothing a log line could mistake for structure. */
const GIVEN_ID = /^[\w.:-]{1,128}$/;

/**
 * Each request's id: the `X-Request-Id` the caller or a proxy sent (nginx's
 * `$request_id`, a client's own), when it is 1 to 128 letters, digits and
 * `_.:-`; otherwise a fresh UUID.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Every answer, errors included, names its request in `X-Request-Id`, as its log line does. */
export function sendRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
