import { randomBytes } from 'node:crypto';
import { AppConfig } from './app-config';

/** Settings for authentication, rate limits and the GraphQL edge, grouped for the modules that use them. */
export class SecurityConfig {
  constructor(
    readonly jwt: { readonly secret: string; readonly ttlSeconds: number },
    /**
     * `ipv6PrefixBits`: how much of an anonymous IPv6 caller's address names it.
     * `redisUrl`: where every instance keeps the budgets, when they share them.
     */
    readonly rateLimit: {
      readonly windowSeconds: number;
      readonly max: number;
      readonly authMax: number;
      /** Matches exported per window: the export's own budget. */
      readonly exportMax: number;
      readonly ipv6PrefixBits: number;
      readonly redisUrl?: string;
    },
    readonly graphql: {
      readonly maxDepth: number;
      readonly maxComplexity: number;
      readonly maxTokens: number;
      readonly introspection: boolean;
    },
  ) {}
}

/** Built once per application: the random development secret must be the same for signing and verifying. */
export function securityConfigFrom(config: AppConfig): SecurityConfig {
  return new SecurityConfig(
    // Validation guarantees a secret in production; elsewhere sessions simply end with the process.
    { secret: config.JWT_SECRET ?? randomBytes(32).toString('base64url'), ttlSeconds: config.JWT_TTL },
    {
      windowSeconds: config.RATE_LIMIT_WINDOW,
      max: config.RATE_LIMIT_MAX,
      authMax: config.RATE_LIMIT_AUTH_MAX,
      exportMax: config.EXPORT_RATE_LIMIT_MAX,
      ipv6PrefixBits: config.RATE_LIMIT_IPV6_PREFIX,
      redisUrl: config.REDIS_URL,
    },
    {
      maxDepth: config.GRAPHQL_MAX_DEPTH,
      maxComplexity: config.GRAPHQL_MAX_COMPLEXITY,
      maxTokens: config.GRAPHQL_MAX_TOKENS,
      introspection: config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production',
    },
  );
}
