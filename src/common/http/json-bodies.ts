import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** The one format the API reads a body in. */
const JSON_MEDIA_TYPE = 'application/json';

/** A Content-Type without its parameters, in lower case (`Application/JSON; charset=utf-8` is `application/json`). */
function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
}

/** Whether a request carries body bytes: a Content-Length above 0, or a chunked body. An empty body is no body. */
function carriesBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * A request that carries a body in any format but JSON (form-encoded, plain
 * text, multipart, or no Content-Type at all) is `415 UNSUPPORTED_MEDIA_TYPE`,
 * on every route, GraphQL's included, before the body is read, the credential
 * checked or a handler run. Without it, Nest's form parser and Fastify's
 * plain-text parser would hand such bodies to the handlers, which acted on a
 * form-encoded one. An unknown path keeps its 404, and a wrong method its 405
 * (answered earlier, on request).
 */
export function refuseBodiesNotJson(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404 || !carriesBody(request.headers)) return payload;
    const mediaType = mediaTypeOf(request.headers['content-type']);
    if (mediaType === JSON_MEDIA_TYPE) return payload;
    const given = mediaType.slice(0, 100);
    throw new DomainError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${given ? `a body of type ${given}` : 'a body without a Content-Type'} is not read here: send JSON, with Content-Type: ${JSON_MEDIA_TYPE}`,
      given ? { contentType: given, supported: [JSON_MEDIA_TYPE] } : { supported: [JSON_MEDIA_TYPE] },
    );
  });
}
