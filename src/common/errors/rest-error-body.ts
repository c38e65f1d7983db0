import { PublicError } from './public-error';

/** The REST error body: `{ error: { code, message, details? } }`. */
export function restErrorBody({ code, message, details }: PublicError): { error: Omit<PublicError, 'status'> } {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
