import type { FastifyInstance } from 'fastify';
import { hash } from 'node:crypto';

/**
 * Conditional GETs, for clients that poll (a correspondence player's app
 * looking once an hour whether anything moved). Every successful GET or HEAD
 * answer carries an ETag: a hash of exactly the body this caller receives,
 * so it tells them nothing they could not read in it. `If-None-Match` with
 * that tag is answered 304 without a body, once the request has passed
 * authentication and every check, as it would have been answered 200.
 * `Cache-Control: private, no-cache` and `Vary: Authorization` keep shared
 * caches from storing what one player may see and let only the caller's own
 * cache keep it, to ask again. Streams are left alone.
 */
export function answerConditionalGets(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || body === null)
      return done(null, payload);
    const tag = `W/"${hash('sha1', body, 'base64url')}"`;
    reply.header('etag', tag).header('vary', withVary(reply.getHeader('vary'), 'Authorization'));
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!matchesAny(request.headers['if-none-match'], tag)) return done(null, payload);
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    done(null, null);
  });
}

/** `If-None-Match` (a list of tags, or `*`) against the current tag, compared weakly as RFC 9110 asks. */
function matchesAny(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = tag.slice(2);
  return ifNoneMatch.split(',').some((given) => {
    const trimmed = given.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

function withVary(current: unknown, field: string): string {
  const fields = typeof current === 'string' && current.length > 0 ? current.split(',').map((f) => f.trim()) : [];
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}
