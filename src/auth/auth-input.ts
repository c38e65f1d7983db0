import { z } from 'zod';
import { rowCursor, storableDate } from '../common';
import { displayNameSchema, handleSchema } from '../players';
import { SCOPES } from './scopes';

// The upper bound keeps a login from being a cheap way to make the server hash megabytes.
const passwordSchema = z.string().min(10, 'must be at least 10 characters').max(256, 'must be at most 256 characters');

export const registerSchema = z.strictObject({
  handle: handleSchema,
  password: passwordSchema,
  displayName: displayNameSchema.optional(),
  // GraphQL hands over null for an absent field.
  bot: z.boolean('must be true or false').nullish(),
});

export const loginSchema = z.strictObject({
  handle: z.string().min(1, 'is required').max(64, 'is too long'),
  password: z.string().min(1, 'is required').max(256, 'is too long'),
});

/** The player's tokens: after the last token listed. */
export const tokenCursor = rowCursor('tokens');

/** A page of the player's tokens, paged as the listings of matches are. */
export const tokenPageSchema = z.object({
  cursor: tokenCursor.input(),
  limit: z.number().int().min(1).max(100).default(20),
});

export const createAccessTokenSchema = z.strictObject({
  description: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  scopes: z
    .array(z.enum(SCOPES, { error: `must each be one of ${SCOPES.join(', ')}` }))
    .min(1, 'must name at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  // GraphQL hands over a Date, REST an ISO 8601 string.
  expiresAt: z
    .union(
      [z.date(), z.iso.datetime({ offset: true }).transform((text) => new Date(text))],
      'must be an ISO 8601 date-time',
    )
    .pipe(storableDate)
    .nullish(),
});
