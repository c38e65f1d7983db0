import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
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
 * The Fastify route config key (`@RouteConfig({ [FORM_BODY_IGNORED]: true })`)
 * of a route that takes a form-encoded or multipart body and reads none of
 * it: RFC 8058's one-click unsubscribe, which mail clients post as
 * `List-Unsubscribe=One-Click`. The body is discarded unread.
 */
export const FORM_BODY_IGNORED = 'parlourFormBodyIgnored';

/**
 * The Fastify route config key (`@RouteConfig({ [TEXT_BODY]: true })`) of a
 * route that reads its body as plain UTF-8 text, and only so: importing a
 * record (docs/records.md). Its body is `text/plain`, read by Fastify's own
 * text parser within the same body limit; any other type is refused as
 * elsewhere.
 */
export const TEXT_BODY = 'parlourTextBody';
const TEXT_MEDIA_TYPE = 'text/plain';

const FORM_MEDIA_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Reads a body to its end and drops it, so the connection can serve its next request. */
function discard(payload: NodeJS.ReadableStream): Readable {
  payload.resume();
  return Readable.from([]);
}

/**
 * A request that carries a body in any format but JSON (form-encoded, plain
 * text, multipart, or no Content-Type at all) is `415 UNSUPPORTED_MEDIA_TYPE`,
 * on every route, GraphQL's included, before the body is read, the credential
 * checked or a handler run. Without it, Nest's form parser and Fastify's
 * plain-text parser would hand such bodies to the handlers, which acted on a
 * form-encoded one. An unknown path keeps its 404, and a wrong method its 405
 * (answered earlier, on request). A route marked FORM_BODY_IGNORED takes a form
 * body and gets no body at all; one marked TEXT_BODY takes plain text instead of JSON.
 */
export function refuseBodiesNotJson(fastify: FastifyInstance): void {
  // A callback hook rather than an async one: no promise and no extra tick for each request with a body.
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.is404 || !carriesBody(request.headers)) return done(null, payload);
    const mediaType = mediaTypeOf(request.headers['content-type']);
    const config = request.routeOptions.config as { [FORM_BODY_IGNORED]?: unknown; [TEXT_BODY]?: unknown } | undefined;
    const supported = config?.[TEXT_BODY] === true ? TEXT_MEDIA_TYPE : JSON_MEDIA_TYPE;
    if (mediaType === supported) return done(null, payload);
    if (config?.[FORM_BODY_IGNORED] === true && FORM_MEDIA_TYPES.has(mediaType)) {
      // What follows sees no body: no parser runs, and the handler reads only its query.
      delete request.headers['content-type'];
      delete request.headers['transfer-encoding'];
      request.headers['content-length'] = '0';
      return done(null, discard(payload));
    }
    const given = mediaType.slice(0, 100);
    done(
      new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${given ? `a body of type ${given}` : 'a body without a Content-Type'} is not read here: send ${supported === JSON_MEDIA_TYPE ? 'JSON' : 'the text'}, with Content-Type: ${supported}`,
        given ? { contentType: given, supported: [supported] } : { supported: [supported] },
      ),
    );
  });
}
