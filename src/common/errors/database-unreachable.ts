/**
 * Node's socket errors, PostgreSQL's connection-exception and operator-intervention
 * SQLSTATEs, and Prisma's "cannot reach the database" codes: the database could
 * not be asked, as opposed to a query it refused.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'P1001',
  'P1002',
  'P1017',
  'P2024',
]);

/** pg's own words when a connection cannot be had or is lost mid-query. */
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection failure/i;

/**
 * Whether `error` (or anything it was caused by) says the database could not
 * be reached: the request may be retried, and is answered 503, not 500.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
