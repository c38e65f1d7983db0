import type { IncomingHttpHeaders } from 'node:http';

/** The credential of an `Authorization: Bearer <credential>` header, or null. */
export function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? '');
  return match ? match[1] : null;
}
