import { z } from 'zod';
import { ApiOutput, apiSchema } from '../../openapi';
import { ERROR_STATUS, ErrorCode } from './error-code';
import { PublicError } from './public-error';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorBodySchema = apiSchema(
  'ErrorBody',
  z.strictObject({
    error: z.strictObject({
      code: errorCodeSchema.describe('stable: a client may act on it'),
      message: z.string().describe('for people; it may change'),
      details: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
        .describe('what a client may act on, e.g. `field`, `reason`, `currentSeq`; `{}` when there is nothing to add'),
    }),
  }),
  'Every error REST answers, and the last line of an NDJSON stream that fails',
);
export type ErrorBody = ApiOutput<typeof errorBodySchema>;

/** The REST error body: `{ error: { code, message, details } }`, `details` `{}` when there is nothing to add. */
export function restErrorBody({ code, message, details }: PublicError): ErrorBody {
  return { error: { code, message, details } };
}
