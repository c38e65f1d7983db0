import { AppConfig } from './app-config';
import { Environment, loadConfig } from './load-config';
import { securityConfigFrom } from './security.config';

function configOf(env: Environment): AppConfig {
  const config = loadConfig(env);
  if (!config.ok) throw new Error(config.error.join('; '));
  return config.value;
}

describe('security configuration', () => {
  const secret = 'x'.repeat(32);

  it('requires JWT_SECRET in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      error: ['JWT_SECRET is required in production, got undefined'],
    });
    expect(securityConfigFrom(configOf({ NODE_ENV: 'production', JWT_SECRET: secret })).jwt.secret).toBe(secret);
  });

  it('refuses a short secret', () => {
    expect(loadConfig({ JWT_SECRET: 'short' })).toEqual({
      ok: false,
      error: ['JWT_SECRET must be at least 32 characters, got "short"'],
    });
  });

  it('makes a random secret per application outside production', () => {
    const config = configOf({ NODE_ENV: 'test' });
    const a = securityConfigFrom(config).jwt.secret;
    expect(a).toHaveLength(43);
    expect(securityConfigFrom(config).jwt.secret).not.toBe(a);
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43200],
    ['7d', 604800],
  ])('reads JWT_TTL %s as %i seconds', (text, seconds) => {
    expect(securityConfigFrom(configOf({ JWT_TTL: text })).jwt.ttlSeconds).toBe(seconds);
  });

  it.each(['0', '-5m', '1w', 'soon'])('refuses JWT_TTL %s', (text) => {
    const config = loadConfig({ JWT_TTL: text });
    expect(config.ok).toBe(false);
    expect(!config.ok && config.error[0]).toMatch(/^JWT_TTL must be a positive number of seconds/);
  });

  it('has defaults: 7 days, 120 calls and 10 password calls a minute, IPv6 callers by /56, depth 8, 200 fields', () => {
    const security = securityConfigFrom(configOf({}));
    expect(security.jwt.ttlSeconds).toBe(604800);
    expect(security.rateLimit).toEqual({
      windowSeconds: 60,
      max: 120,
      authMax: 10,
      exportMax: 2000,
      ipv6PrefixBits: 56,
    });
    expect(security.graphql).toEqual({ maxDepth: 8, maxComplexity: 200, maxTokens: 5000, introspection: true });
  });

  it('reads limits, and switches introspection off in production unless asked for', () => {
    const security = securityConfigFrom(
      configOf({
        RATE_LIMIT_WINDOW: '2m',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_AUTH_MAX: '2',
        EXPORT_RATE_LIMIT_MAX: '30',
        RATE_LIMIT_IPV6_PREFIX: '64',
        GRAPHQL_MAX_DEPTH: '4',
        GRAPHQL_MAX_COMPLEXITY: '50',
        GRAPHQL_MAX_TOKENS: '300',
      }),
    );
    expect(security.rateLimit).toEqual({ windowSeconds: 120, max: 5, authMax: 2, exportMax: 30, ipv6PrefixBits: 64 });
    expect(security.graphql).toEqual({ maxDepth: 4, maxComplexity: 50, maxTokens: 300, introspection: true });
    expect(securityConfigFrom(configOf({ NODE_ENV: 'production', JWT_SECRET: secret })).graphql.introspection).toBe(
      false,
    );
    expect(
      securityConfigFrom(configOf({ NODE_ENV: 'production', JWT_SECRET: secret, GRAPHQL_INTROSPECTION: 'true' }))
        .graphql.introspection,
    ).toBe(true);
  });

  it('refuses a limit that is not a positive integer, and a flag that is not a boolean', () => {
    expect(
      loadConfig({ RATE_LIMIT_MAX: '0', RATE_LIMIT_IPV6_PREFIX: '16', GRAPHQL_INTROSPECTION: 'sometimes' }),
    ).toEqual({
      ok: false,
      error: [
        'RATE_LIMIT_MAX must be from 1 to 1000000, got "0"',
        'RATE_LIMIT_IPV6_PREFIX must be from 32 to 128, got "16"',
        'GRAPHQL_INTROSPECTION must be true or false, got "sometimes"',
      ],
    });
  });
});
