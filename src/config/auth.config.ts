import { z } from 'zod';
import { durationVar, integerVar } from './env-types';

/** Sessions and rate limits. */
export const authConfig = {
  /** HS256 key for session JWTs; required in production (see `requireJwtSecretInProduction`). */
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** How long a login lasts. */
  JWT_TTL: durationVar('7d'),
  RATE_LIMIT_WINDOW: durationVar('60s'),
  /** Calls per window per player (per IP when anonymous), REST and GraphQL together. */
  RATE_LIMIT_MAX: integerVar(1, 1_000_000, 120),
  /** Matches an export (GET /api/matches/export) may send per window per player (per IP when anonymous), a budget of its own. */
  EXPORT_RATE_LIMIT_MAX: integerVar(1, 10_000_000, 2000),
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
