import { loadSecurityConfig } from './security.config';

describe('loadSecurityConfig', () => {
  const secret = 'x'.repeat(32);

  it('requires JWT_SECRET in production', () => {
    expect(() => loadSecurityConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
    expect(loadSecurityConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).jwt.secret).toBe(secret);
  });

  it('refuses a short secret', () => {
    expect(() => loadSecurityConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters');
  });

  it('makes a random secret per load outside production', () => {
    const a = loadSecurityConfig({ NODE_ENV: 'test' }).jwt.secret;
    const b = loadSecurityConfig({ NODE_ENV: 'test' }).jwt.secret;
    expect(a).toHaveLength(43);
    expect(a).not.toBe(b);
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['12h', 43200],
    ['7d', 604800],
  ])('reads JWT_TTL %s as %i seconds', (text, seconds) => {
    expect(loadSecurityConfig({ JWT_TTL: text }).jwt.ttlSeconds).toBe(seconds);
  });

  it.each(['0', '-5m', '1w', 'soon'])('refuses JWT_TTL %s', (text) => {
    expect(() => loadSecurityConfig({ JWT_TTL: text })).toThrow('JWT_TTL');
  });

  it('reads limits and switches introspection off in production unless asked for', () => {
    const config = loadSecurityConfig({ RATE_LIMIT_WINDOW: '2m', RATE_LIMIT_MAX: '5', RATE_LIMIT_AUTH_MAX: '2', GRAPHQL_MAX_DEPTH: '4', GRAPHQL_MAX_COMPLEXITY: '50' });
    expect(config.rateLimit).toEqual({ windowSeconds: 120, max: 5, authMax: 2 });
    expect(config.graphql).toEqual({ maxDepth: 4, maxComplexity: 50, introspection: true });
    expect(loadSecurityConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).graphql.introspection).toBe(false);
    expect(loadSecurityConfig({ NODE_ENV: 'production', JWT_SECRET: secret, GRAPHQL_INTROSPECTION: 'true' }).graphql.introspection).toBe(true);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => loadSecurityConfig({ RATE_LIMIT_MAX: '0' })).toThrow('RATE_LIMIT_MAX');
    expect(() => loadSecurityConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow('GRAPHQL_INTROSPECTION');
  });
});
