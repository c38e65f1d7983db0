import { z } from 'zod';
import { integerVar } from './env-types';

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

/** Sessions and rate limits. */
export const authConfig = {
  /** HS256 key for session JWTs; required in production (see `requireJwtSecretInProduction`). */
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** How long a login lasts. */
  JWT_TTL: durationVar('7d'),
  RATE_LIMIT_WINDOW: durationVar('60s'),
  /** Calls per window per player (per IP when anonymous), REST and GraphQL together. */
  RATE_LIMIT_MAX: integerVar(1, 1_000_000, 120),
  /** Register and login calls per window per IP. */
  RATE_LIMIT_AUTH_MAX: integerVar(1, 1_000_000, 10),
  /** An anonymous IPv6 caller is counted by this many leading bits of its address (its network), not by the address. */
  RATE_LIMIT_IPV6_PREFIX: integerVar(32, 128, 56),
};

/**
 * A fixed fallback secret would let anyone forge sessions on a server whose
 * operator forgot to set one; outside production a random per-process secret
 * is used instead (sessions end with the process).
 */
export function requireJwtSecretInProduction(
  config: { NODE_ENV: string; JWT_SECRET?: string },
  context: z.RefinementCtx,
): void {
  if (config.NODE_ENV === 'production' && config.JWT_SECRET === undefined) {
    context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
  }
}
