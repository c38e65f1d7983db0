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

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400 };

/** A duration in seconds, written `90`, `90s`, `15m`, `12h` or `7d`. */
export function durationVar(fallback: string) {
  return z
    .string()
    .regex(/^[1-9]\d*[smhd]?$/, { error: 'must be a positive number of seconds or a duration such as 15m, 12h, 7d' })
    .default(fallback)
    .transform((text) => {
      const unit = text.at(-1) ?? '';
      return unit in UNIT_SECONDS ? Number(text.slice(0, -1)) * UNIT_SECONDS[unit] : Number(text);
    });
}
