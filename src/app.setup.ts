import type { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'pino';
import {
  REQUEST_MAX_BYTES,
  answerClientError,
  answerConditionalGets,
  answerWrongMethods,
  proxyTrust,
  refuseBodiesNotJson,
  requestIdOf,
  sendRequestIds,
  serveOnlyHealth,
} from './common';
import { APP_CONFIG, AppConfig } from './config';
import { PinoLoggerService, logRequests } from './logging';
import { accessTokenExamples } from './auth';
import { gameExamples } from './games';
import { healthExamples } from './health';
import { matchExamples } from './matches/api';
import { ApiExamples } from './openapi';
import { serveOpenApi } from './openapi/document';
import { playerExamples } from './players';
import { ratingExamples } from './ratings';
import { vacationExamples } from './vacations';
import { allowCrossOrigin, sendSecurityHeaders } from './security';

/** The examples each module gives of its answers, shown in the OpenAPI document. */
const API_EXAMPLES: readonly ApiExamples[] = [
  gameExamples,
  matchExamples,
  playerExamples,
  vacationExamples,
  ratingExamples,
  accessTokenExamples,
  healthExamples,
];

/**
 * The HTTP adapter of the running server and the e2e tests: Fastify, told
 * which proxies to believe about client addresses (`proxyTrust`, the rule
 * WebSocket upgrades are resolved with too), reading bodies up to
 * REQUEST_MAX_BYTES, naming each request (`requestIdOf`), giving a client
 * HTTP_REQUEST_TIMEOUT to send a request and HTTP_KEEP_ALIVE_TIMEOUT idle
 * between requests. Without @fastify/middie: no module applies Nest
 * middleware, and middie's hook would otherwise run on every request.
 */
export function httpAdapter(
  config: Pick<AppConfig, 'TRUST_PROXY' | 'HTTP_REQUEST_TIMEOUT' | 'HTTP_KEEP_ALIVE_TIMEOUT'>,
): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: config.TRUST_PROXY === false ? false : proxyTrust(config.TRUST_PROXY),
    bodyLimit: REQUEST_MAX_BYTES,
    genReqId: requestIdOf,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT * 1000,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT * 1000,
    // Node fixes whether it times requests out when the server is made (Fastify sets the property later, which
    // times out only unfinished headers); and looks for requests past their time this often (every 30 s by
    // default, which would let a slow client run well past a short HTTP_REQUEST_TIMEOUT).
    http: { requestTimeout: config.HTTP_REQUEST_TIMEOUT * 1000, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
    skipMiddie: true,
  });
}

/**
 * Nest's options for the running server and the e2e tests: logs through pino
 * from the start, and Nest's body parsers left out: Fastify's own JSON parser
 * reads JSON bodies (Nest's wraps that same parser, looked up again for each
 * request); `configureApp` adds back Nest's form parser alone.
 */
export function appOptions(log: Logger): NestApplicationOptions {
  return { logger: new PinoLoggerService(log), bodyParser: false };
}

/**
 * What the running server and the e2e tests both put around the AppModule
 * (made with `appOptions`, which logs through pino): one line per request and its id in `X-Request-Id`, CORS for the
 * configured origins, security headers, ETags and 304s for GETs
 * (`answerConditionalGets`), 405 for a wrong method on a known path, 415 for
 * a body that is not JSON (`refuseBodiesNotJson`), and the OpenAPI document
 * at /api/openapi.json.
 * The API serves only JSON and the GraphQL landing page is off, so the
 * content security policy can forbid everything.
 */
export async function configureApp(app: NestFastifyApplication, log: Logger): Promise<void> {
  // `refuseBodiesNotJson` leaves this parser only empty form bodies (`curl -d ''`), which it reads as no fields.
  app.useBodyParser('application/x-www-form-urlencoded');
  allowCrossOrigin(app, app.get<string, AppConfig>(APP_CONFIG).CORS_ORIGINS);
  const fastify = app.getHttpAdapter().getInstance();
  if (app.get<string, AppConfig>(APP_CONFIG).ROLE === 'worker') serveOnlyHealth(fastify);
  sendSecurityHeaders(fastify, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  sendRequestIds(fastify);
  logRequests(fastify, log);
  answerConditionalGets(fastify);
  answerWrongMethods(fastify);
  refuseBodiesNotJson(fastify);
  serveOpenApi(app, API_EXAMPLES);
}
