import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

/**
 * Validates untrusted input against a schema; a failure is VALIDATION_FAILED
 * naming the first field at fault, so both REST and GraphQL say the same thing.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || 'input';
  throw new DomainError('VALIDATION_FAILED', `${field}: ${issue.message}`, { field });
}
