import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** `90`, `90s`, `15m`, `12h` or `7d`, in seconds. */
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, 'must be a number of seconds or a duration such as 15m, 12h, 7d')
  .transform((text) => {
    const unit = text.at(-1) ?? '';
    const seconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
    return unit in seconds ? Number(text.slice(0, -1)) * seconds[unit] : Number(text);
  })
  .refine((seconds) => seconds > 0, 'must be more than zero');

const positiveInt = z.coerce.number().int().positive();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const securityEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL: duration.default(7 * 86400),
    RATE_LIMIT_WINDOW: duration.default(60),
    RATE_LIMIT_MAX: positiveInt.default(120),
    RATE_LIMIT_AUTH_MAX: positiveInt.default(10),
    GRAPHQL_MAX_DEPTH: positiveInt.default(8),
    GRAPHQL_MAX_COMPLEXITY: positiveInt.default(200),
    GRAPHQL_INTROSPECTION: flag.optional(),
  })
  // A fixed default secret would let anyone forge sessions on a server whose operator forgot it.
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, {
    path: ['JWT_SECRET'],
    message: 'is required in production',
  });

/** Settings for authentication, rate limits and the GraphQL edge, read once from the environment. */
export class SecurityConfig {
  constructor(
    readonly jwt: { readonly secret: string; readonly ttlSeconds: number },
    readonly rateLimit: { readonly windowSeconds: number; readonly max: number; readonly authMax: number },
    readonly graphql: { readonly maxDepth: number; readonly maxComplexity: number; readonly introspection: boolean },
  ) {}
}

export function loadSecurityConfig(env: Readonly<Record<string, string | undefined>>): SecurityConfig {
  const parsed = securityEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return new SecurityConfig(
    // Outside production a per-process random secret: sessions simply end with the process.
    { secret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'), ttlSeconds: e.JWT_TTL },
    { windowSeconds: e.RATE_LIMIT_WINDOW, max: e.RATE_LIMIT_MAX, authMax: e.RATE_LIMIT_AUTH_MAX },
    {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxComplexity: e.GRAPHQL_MAX_COMPLEXITY,
      introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    },
  );
}
