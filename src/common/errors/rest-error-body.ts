import { PublicError } from './public-error';

/** The REST error body: `{ error: { code, message, details? } }`. */
export function restErrorBody(error: PublicError): { error: Omit<PublicError, 'status'> } {
  const { status: _status, ...rest } = error;
  return { error: rest };
}
