import { PublicError } from './public-error';

/** The REST error body: `{ error: { code, message, details } }`, `details` `{}` when there is nothing to add. */
export function restErrorBody({ code, message, details }: PublicError): { error: Omit<PublicError, 'status'> } {
  return { error: { code, message, details } };
}
