import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CorsOrigins } from '../config';

/** What a page's script may read of an answer beyond the basics: the conditional-read tag, the rate-limit headers, the request's id, an export's next link. */
const EXPOSED_HEADERS = [
  'ETag',
  'Link',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-Request-Id',
];

/**
 * Lets web pages on CORS_ORIGINS call the API from a browser (REST and
 * GraphQL over HTTP): preflights are answered before anything else runs, and
 * answers carry `Access-Control-Allow-Origin` for those origins only. A page
 * authenticates with a bearer token it holds itself; Parlour sets no cookies,
 * so no credentials mode is offered and a page on another origin can do
 * nothing with a visitor's browser that it could not do with its own token,
 * but for spending the visitor's per-IP budgets: a list of known origins
 * rules that out, `*` does not. Browsers cache a preflight for two hours
 * (Chromium's longest).
 */
export function allowCrossOrigin(app: NestFastifyApplication, origins: CorsOrigins): void {
  if (origins === false) return;
  app.enableCors({
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 7200,
  });
}
