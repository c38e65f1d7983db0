import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS, ErrorCode } from '../errors/error-code';
import { NO_DETAILS } from '../errors/public-error';
import { restErrorBody } from '../errors/rest-error-body';

/** What Node reports about a connection before any request could be routed, as one of our errors. */
function describe(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'REQUEST_TIMEOUT', message: 'the request did not arrive in time (HTTP_REQUEST_TIMEOUT)' };
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'HEADERS_TOO_LARGE', message: 'the request headers are too large' };
    default:
      return { code: 'MALFORMED_REQUEST', message: 'the request is not well-formed HTTP' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a connection Node gave up on (a request too
 * slow to arrive, headers too large, bytes that are not HTTP) is answered in
 * the API's error body, with `Connection: close`, and then closed, so a
 * client reusing connections knows this one is gone. Nothing is answered on a
 * socket that already carried an answer, or one the client reset.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    const { code, message } = describe(error);
    const status = ERROR_STATUS[code];
    const body = JSON.stringify(restErrorBody({ status, code, message, details: NO_DETAILS }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
