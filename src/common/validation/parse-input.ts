import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

/**
 * Validates untrusted input against a schema; a failure is VALIDATION_FAILED
 * naming the first field at fault, so both REST and GraphQL say the same thing.
 * A body's schemas are strict objects: a field they do not name is refused,
 * never dropped, since ignoring it would act on something the caller did not
 * ask for.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.code === 'unrecognized_keys') throw unknownField([...issue.path, issue.keys[0]]);
  const field = issue.path.map(String).join('.') || 'input';
  throw new DomainError('VALIDATION_FAILED', `${field}: ${issue.message}`, { field });
}

/**
 * Refuses an object naming a field outside `fields`, leaving the rest to be
 * validated where it is used: for a body a controller takes apart before the
 * service's schema sees it (a typed move), or a route that reads no body at all.
 */
export function refuseUnknownFields(input: unknown, fields: readonly string[]): void {
  if (typeof input !== 'object' || input === null) return;
  const unknown = Object.keys(input).find((key) => !fields.includes(key));
  if (unknown !== undefined) throw unknownField([unknown]);
}

/** A field no schema names, as an unknown query parameter is: 400 naming it. */
function unknownField(path: readonly PropertyKey[]): DomainError {
  const field = path.map((key) => String(key).slice(0, 64)).join('.');
  return new DomainError('VALIDATION_FAILED', `${field}: no such field`, { field });
}
