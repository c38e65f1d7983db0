import { loadConfig } from './load-config';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    expect(loadConfig({})).toEqual({
      ok: true,
      value: {
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        HTTP_KEEP_ALIVE_TIMEOUT: 72,
        HTTP_REQUEST_TIMEOUT: 30,
        PORT: 3000,
        LOG_LEVEL: 'info',
        DATABASE_POOL_SIZE: 10,
        DATA_DIR: './data',
        MIGRATE_ON_START: true,
        TRUST_PROXY: false,
        BOT_DELAY: 2,
        CORS_ORIGINS: false,
        HEAP_GROWTH_PERCENT: 50,
        WASM_TIER_UP: false,
        WORKERS: 1,
        WORKER_STABLE_AFTER: 10,
        JWT_TTL: 604800,
        RATE_LIMIT_WINDOW: 60,
        RATE_LIMIT_MAX: 120,
        RATE_LIMIT_AUTH_MAX: 10,
        EXPORT_RATE_LIMIT_MAX: 2000,
        RATE_LIMIT_IPV6_PREFIX: 56,
        GRAPHQL_MAX_DEPTH: 8,
        GRAPHQL_MAX_COMPLEXITY: 200,
        GRAPHQL_MAX_TOKENS: 5000,
        MATCH_CACHE_SIZE: 10000,
        REALTIME_MAX_CONNECTIONS_PER_PLAYER: 20,
        REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: 50,
        REALTIME_AUTH_RECHECK: 60,
        REALTIME_DEADLINE_RECHECK: 3600,
        READ_CACHE_SECONDS: 30,
        VACATION_DAYS_PER_YEAR: 30,
        STREAM_KEEPALIVE: 15,
        NOTICE_POLL: 1,
        RATINGS_POLL: 5,
        NOTICE_RETENTION: 2592000,
        NOTICE_CLOCK_INTERVAL: 60,
        WEBHOOK_ALLOW_PRIVATE: false,
        WEBHOOK_RETRY_DELAYS: [5000, 30000, 120000, 600000, 1800000, 3600000, 7200000, 14400000, 28800000, 28800000],
        WEBHOOK_TIMEOUT: 10,
        WEBHOOK_ENDPOINT_CONCURRENCY: 4,
        WEBHOOK_WORKERS: 64,
        WEBHOOK_MAX_ENDPOINTS: 10,
        JOB_EXPIRE: 120,
        QUEUE_POLL: 1,
        ROLE: 'all',
        EMAIL_SWEEP_INTERVAL: 60,
      },
    });
  });

  it('converts the values it reads', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a'.repeat(32),
      PORT: '8080',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      DATABASE_POOL_SIZE: '20',
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'debug',
    });
    expect(config.ok && config.value).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      DATABASE_POOL_SIZE: 20,
      MIGRATE_ON_START: false,
      LOG_LEVEL: 'debug',
    });
  });

  it('treats an empty variable as unset, so `DATABASE_URL= npm start` runs embedded', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.ok && config.value.DATABASE_URL).toBeUndefined();
    expect(config.ok && config.value.PORT).toBe(3000);
  });

  it('names every bad variable with what it expects and what it got', () => {
    const config = loadConfig({
      NODE_ENV: 'staging',
      PORT: '80a',
      DATABASE_URL: 'mysql://localhost/x',
      DATABASE_POOL_SIZE: '0',
      MIGRATE_ON_START: 'sometimes',
      LOG_LEVEL: 'loud',
    });
    expect(config).toEqual({
      ok: false,
      error: [
        'NODE_ENV must be one of development, production, test, got "staging"',
        'PORT must be a whole number from 1 to 65535, got "80a"',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, verbose, got "loud"',
        'DATABASE_URL must be a postgresql:// URL, got "mysql://localhost/x"',
        'DATABASE_POOL_SIZE must be from 1 to 1000, got "0"',
        'MIGRATE_ON_START must be true or false, got "sometimes"',
      ],
    });
  });

  it('runs several workers only with a shared database and Redis', () => {
    expect(loadConfig({ WORKERS: '2' })).toEqual({
      ok: false,
      error: [
        'WORKERS above 1 needs DATABASE_URL (the embedded database belongs to one process), got "2"',
        'WORKERS above 1 needs REDIS_URL (workers hear each other through Redis), got "2"',
      ],
    });
    const shared = loadConfig({
      WORKERS: '2',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(shared.ok && shared.value.WORKERS).toBe(2);
  });

  it('takes a claimed job as abandoned only after a delivery could have ended', () => {
    const config = loadConfig({ JOB_EXPIRE: '5s', WEBHOOK_TIMEOUT: '1s' });
    expect(config.ok && config.value.JOB_EXPIRE).toBe(5);
    // A delivery may wait for one round of its endpoint's attempts (a timeout), then take a second.
    expect(loadConfig({ JOB_EXPIRE: '20s' })).toEqual({
      ok: false,
      error: [
        "JOB_EXPIRE must be longer than a delivery may take, 20 s (WEBHOOK_TIMEOUT, for the round of its endpoint's " +
          'attempts it may wait for and for its own), or a delivery still being tried is tried again, got "20s"',
      ],
    });
    expect(loadConfig({ JOB_EXPIRE: '21s', WEBHOOK_WORKERS: '1000' })).toMatchObject({ ok: true });
  });

  it('gives a process a role but all only beside a database every process reaches', () => {
    expect(loadConfig({ ROLE: 'worker' })).toEqual({
      ok: false,
      error: [
        'ROLE worker needs DATABASE_URL (the embedded database belongs to one process, which plays every role), got "worker"',
      ],
    });
    const web = loadConfig({ ROLE: 'web', DATABASE_URL: 'postgresql://db/parlour' });
    expect(web.ok && web.value.ROLE).toBe('web');
    expect(loadConfig({ ROLE: 'both' })).toMatchObject({
      ok: false,
      error: [expect.stringContaining('ROLE must be one of all, web, worker')],
    });
  });

  it('believes proxies by count or by address, never every hop', () => {
    const trusted = (value: string) => {
      const config = loadConfig({ TRUST_PROXY: value });
      return config.ok ? config.value.TRUST_PROXY : config.error;
    };
    expect(trusted('false')).toBe(false);
    expect(trusted('1')).toBe(1);
    expect(trusted('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    const rule =
      'TRUST_PROXY must be false, how many proxies stand in front (1 to 10), or their addresses and CIDR ranges, comma-separated';
    expect(trusted('true')).toEqual([
      `${rule} (true would take whatever address a client writes into X-Forwarded-For), got "true"`,
    ]);
    for (const bad of ['0', '11', 'proxy', '10.0.0.0/33', '10.0.0.1/8/2', '10.0.0.1,'])
      expect(trusted(bad)).toEqual([`${rule}, got "${bad}"`]);
  });

  it('lets pages on no other origin, on any, or on the origins listed call the API', () => {
    const allowed = (value: string) => {
      const config = loadConfig({ CORS_ORIGINS: value });
      return config.ok ? config.value.CORS_ORIGINS : config.error;
    };
    expect(allowed('')).toBe(false);
    expect(allowed('*')).toBe('*');
    expect(allowed('https://cards.example, http://localhost:5173')).toEqual([
      'https://cards.example',
      'http://localhost:5173',
    ]);
    const rule =
      'CORS_ORIGINS must be * or origins such as https://cards.example (scheme, host and port if not the default; no path), comma-separated';
    for (const bad of [
      'https://cards.example/',
      'https://cards.example/play',
      'cards.example',
      'https://cards.example:443',
      'HTTPS://Cards.example',
      'ftp://cards.example',
      'https://a.example,',
      'true',
    ])
      expect(allowed(bad)).toEqual([`${rule}, got "${bad}"`]);
  });

  it('takes the public URL the OpenAPI document names, without a trailing slash', () => {
    const url = (value: string) => {
      const config = loadConfig({ PUBLIC_URL: value });
      return config.ok ? config.value.PUBLIC_URL : config.error;
    };
    expect(url('')).toBeUndefined();
    expect(url('https://cards.example')).toBe('https://cards.example');
    expect(url('https://example.org/parlour/')).toBe('https://example.org/parlour');
    const rule =
      'PUBLIC_URL must be an http:// or https:// URL, such as https://cards.example or https://example.org/parlour (no query, no fragment)';
    for (const bad of ['cards.example', 'ftp://cards.example', 'https://cards.example/?x=1', 'https://a.example/#top'])
      expect(url(bad)).toEqual([`${rule}, got "${bad}"`]);
  });

  it('sends email through an smtp:// or smtps:// server, with a lasting key for unsubscribe links in production', () => {
    const email = loadConfig({
      SMTP_URL: 'smtp://mail:secret@127.0.0.1:2525',
      EMAIL_FROM: 'Parlour <cards@example.org>',
      EMAIL_SWEEP_INTERVAL: '5m',
    });
    expect(email.ok && email.value).toMatchObject({
      SMTP_URL: 'smtp://mail:secret@127.0.0.1:2525',
      EMAIL_FROM: 'Parlour <cards@example.org>',
      EMAIL_SWEEP_INTERVAL: 300,
    });
    expect(loadConfig({ SMTP_URL: 'http://127.0.0.1:2525', EMAIL_SECRET: 'short' })).toEqual({
      ok: false,
      error: [
        'SMTP_URL must be an smtp:// or smtps:// URL, got "http://127.0.0.1:2525"',
        'EMAIL_SECRET must be at least 32 characters, got "short"',
      ],
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), SMTP_URL: 'smtps://mail.example.org' };
    expect(loadConfig(production)).toEqual({
      ok: false,
      error: [
        'EMAIL_SECRET is required in production when SMTP_URL is set (unsubscribe links are signed with it), got undefined',
      ],
    });
    expect(loadConfig({ ...production, EMAIL_SECRET: 'e'.repeat(32) }).ok).toBe(true);
  });

  it('refuses a port out of range', () => {
    expect(loadConfig({ PORT: '70000' })).toEqual({ ok: false, error: ['PORT must be from 1 to 65535, got "70000"'] });
  });
});
