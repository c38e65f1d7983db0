/**
 * The common ground's public entry: domain errors and how they are answered and described, HTTP helpers (client
 * addresses, request ids, bodies, query parameters, conditional GETs, wrong methods), the clock and days, cursors and
 * input validation, small async tools and a least-recently-used cache. Other modules' code imports src/common only
 * through this file; lint checks it (.dependency-cruiser.cjs).
 */
export { PushIterator } from './async/push-iterator';
export { SingleFlight } from './async/single-flight';
export { Wakeup } from './async/wakeup';
export { LruCache } from './cache/lru-cache';
export { ApiErrors, ERROR_BODY_REF } from './errors/api-errors.decorator';
export { describeError } from './errors/describe-error';
export { DomainError } from './errors/domain-error';
export { ERROR_STATUS, type ErrorCode } from './errors/error-code';
export { ErrorFilter } from './errors/error.filter';
export { NO_DETAILS, toPublicError } from './errors/public-error';
export { errorBodySchema, errorCodeSchema, restErrorBody } from './errors/rest-error-body';
export { clientAddress, proxyTrust, type ProxyTrust } from './http/client-address';
export { answerClientError } from './http/client-errors';
export { answerConditionalGets } from './http/conditional-get';
export { handlerMetadata } from './http/handler-metadata';
export { FORM_BODY_IGNORED, TEXT_BODY, refuseBodiesNotJson } from './http/json-bodies';
export { KnownQueryParameters } from './http/known-query-parameters';
export { answerWrongMethods } from './http/method-not-allowed';
export { CURSOR, LIMIT } from './http/query-parameters';
export { flag, int } from './http/query-values';
export { requestIdOf, sendRequestIds } from './http/request-id';
export { REQUEST_MAX_BYTES } from './http/request-limits';
export { UnreadBodies } from './http/unread-bodies';
export { serveOnlyHealth } from './http/worker-role';
export { Clock } from './time/clock';
export { DAY_MS } from './time/days';
export { CursorCodec, base64urlText, cursorRefused, rowCursor, withRowCursor, type RowKey } from './validation/cursor';
export { storableDate, storableInstant } from './validation/instant';
export { parseInput, refuseUnknownFields } from './validation/parse-input';
export { StorableTextPipe } from './validation/storable-text.pipe';
