import { z } from 'zod';

/** 3–24 characters of `[A-Za-z0-9_-]`; unique without regard to case. */
export const handleSchema = z.string().regex(/^[A-Za-z0-9_-]{3,24}$/, 'must be 3 to 24 letters, digits, _ or -');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** Uniqueness is decided on this form (`Player.handleKey`), so `Alice` and `alice` cannot both exist. */
export function handleKey(handle: string): string {
  return handle.toLowerCase();
}

export const updateProfileSchema = z.strictObject({ displayName: displayNameSchema });
