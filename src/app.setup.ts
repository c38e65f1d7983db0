import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'pino';
import { PinoLoggerService } from './logging/pino-logger.service';
import { logRequests } from './logging/request-log';
import { serveOpenApi } from './openapi/openapi';
import { sendSecurityHeaders } from './security/security-headers';

/**
 * What the running server and the e2e tests both put around the AppModule:
 * JSON logs, one line per request, security headers, and the OpenAPI document
 * at /api/openapi.json. The API serves only
 * JSON and the GraphQL landing page is off, so the content security policy
 * can forbid everything.
 */
export async function configureApp(app: NestFastifyApplication, log: Logger): Promise<void> {
  app.useLogger(new PinoLoggerService(log));
  const fastify = app.getHttpAdapter().getInstance();
  sendSecurityHeaders(fastify, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  logRequests(fastify, log);
  serveOpenApi(app);
}
