import { z } from 'zod';

/** Building blocks for environment variables: each names what it expects, since people read these messages. */

export function integerVar(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be from ${min} to ${max}` })
        .max(max, { error: `must be from ${min} to ${max}` }),
    )
    .default(fallback);
}

export function booleanVar(fallback: boolean) {
  return z.stringbool({ error: 'must be true or false' }).default(fallback);
}

export function enumVar<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback);
}
