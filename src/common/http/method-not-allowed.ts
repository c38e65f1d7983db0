import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** A route's path as Fastify declares it (`/api/matches/:id`, `/*`) as a pattern of request paths. */
function pathPattern(url: string): RegExp {
  const parts = url
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}

/** The methods each declared path answers, to tell a wrong method from a wrong path. */
export class RouteMethods {
  private readonly routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: readonly string[]): void {
    if (methods.length === 0) return;
    const route = this.routes.get(url) ?? { pattern: pathPattern(url), methods: new Set<string>() };
    methods.forEach((m) => route.methods.add(m));
    this.routes.set(url, route);
  }

  /** The methods some route answers at this path (no query string), sorted; none for an unknown path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes.values())
      if (route.pattern.test(path)) route.methods.forEach((m) => methods.add(m));
    return [...methods].sort();
  }
}

/**
 * A known path asked with a method it does not answer is `405
 * METHOD_NOT_ALLOWED` with `Allow` naming the methods it does, not a 404 that
 * would send a client looking for a path it has right. Call before the
 * routes are registered: it learns them as they are.
 */
export function answerWrongMethods(fastify: FastifyInstance): void {
  const routes = new RouteMethods();
  // OPTIONS is CORS's: its preflight route (when CORS is on) takes every path.
  fastify.addHook('onRoute', (route) =>
    routes.add(
      route.url,
      [route.method].flat().filter((m) => m !== 'OPTIONS'),
    ),
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const allowed = routes.allowed(request.url.split('?', 1)[0]);
    if (allowed.length === 0) return done();
    reply.header('allow', allowed.join(', '));
    done(
      new DomainError(
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed here; this path answers ${allowed.join(', ')}`,
      ),
    );
  });
}
