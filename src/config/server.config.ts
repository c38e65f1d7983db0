import { isIP } from 'node:net';
import { z } from 'zod';
import { booleanVar, durationVar, enumVar, integerVar } from './env-types';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The process and its HTTP listener. */
export const serverConfig = {
  NODE_ENV: enumVar(['development', 'production', 'test'], 'development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: integerVar(1, 65535, 3000),
  /** The least severe level logged. */
  LOG_LEVEL: enumVar(LOG_LEVELS, 'info'),
  /** How long a client may take to send a whole request, headers and body: a slower one is answered 408 and dropped. */
  HTTP_REQUEST_TIMEOUT: durationVar('30s'),
  /** How long an idle keep-alive connection stays open between requests. */
  HTTP_KEEP_ALIVE_TIMEOUT: durationVar('72s'),
  /** Behind reverse proxies: which of them to believe about the client's address (per-IP rate limits). */
  TRUST_PROXY: trustProxyVar(),
  /** Web pages on other origins that may call the API from a browser: none (unset), any (`*`), or these. */
  CORS_ORIGINS: corsOriginsVar(),
  /**
   * Where clients reach this server, as the OpenAPI document's `servers`
   * names it; unset: `/`, wherever the document itself was fetched from.
   */
  PUBLIC_URL: publicUrlVar(),
  /**
   * How far V8 lets the old generation grow past what survived the last full
   * collection, in percent; 0 keeps V8's own choice, which lets a server
   * whose collections are cheap grow to about four times its live heap.
   */
  HEAP_GROWTH_PERCENT: integerVar(0, 1000, 50),
  /**
   * Also compile WebAssembly (Prisma's query compiler) with V8's optimizing
   * tier: faster query planning, for more resident memory (docs/benchmarks.md).
   * The move path runs no Prisma query.
   */
  WASM_TIER_UP: booleanVar(false),
  /**
   * Server processes sharing the port, one per core at most; more than one
   * needs DATABASE_URL and REDIS_URL (see `requireSharedStateForWorkers`).
   */
  WORKERS: integerVar(1, 64, 1),
  /** A worker that dies sooner than this after it started is not replaced: it would only die again (a crash loop). */
  WORKER_STABLE_AFTER: durationVar('10s'),
};

/**
 * The proxies in front whose `X-Forwarded-For` entries are believed: none
 * (false), the nearest N, or those at these addresses and CIDR ranges. The
 * client's address is the entry just before the believed ones. Never "every
 * hop" (true): a client could then write its own address.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_RULE =
  'must be false, how many proxies stand in front (1 to 10), or their addresses and CIDR ranges, comma-separated';

function trustProxyVar() {
  return z
    .string()
    .transform((text, context): TrustProxy => {
      if (text === 'false') return false;
      if (text === 'true') {
        context.addIssue({
          code: 'custom',
          message: `${TRUST_PROXY_RULE} (true would take whatever address a client writes into X-Forwarded-For)`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) {
        const hops = Number(text);
        if (hops >= 1 && hops <= 10) return hops;
      } else {
        const proxies = text.split(',').map((part) => part.trim());
        if (proxies.every(isAddressOrRange)) return proxies;
      }
      context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
      return z.NEVER;
    })
    .default(false);
}

/** No page on another origin (false), any (`*`), or pages on these origins (`https://cards.example`, exactly). */
export type CorsOrigins = false | '*' | string[];

const CORS_ORIGINS_RULE =
  'must be * or origins such as https://cards.example (scheme, host and port if not the default; no path), comma-separated';

function corsOriginsVar() {
  return z
    .string()
    .transform((text, context): CorsOrigins => {
      if (text === '*') return '*';
      const origins = text.split(',').map((part) => part.trim());
      if (origins.every(isOrigin)) return origins;
      context.addIssue({ code: 'custom', message: CORS_ORIGINS_RULE });
      return z.NEVER;
    })
    .optional()
    .transform((origins): CorsOrigins => origins ?? false);
}

/** What a browser sends as `Origin`: `scheme://host[:port]`, written as the URL standard writes it. */
function isOrigin(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && new URL(text).origin === text;
}

/** Where this server is reached from outside: PUBLIC_URL, or http://localhost:PORT when it is unset (links in email, a record's Site). */
export function publicBaseUrl(config: { readonly PUBLIC_URL?: string; readonly PORT: number }): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

const PUBLIC_URL_RULE =
  'must be an http:// or https:// URL, such as https://cards.example or https://example.org/parlour (no query, no fragment)';

function publicUrlVar() {
  return z
    .string()
    .transform((text, context): string => {
      const url = URL.canParse(text) ? new URL(text) : null;
      if (url && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username)
        return url.toString().replace(/\/$/, '');
      context.addIssue({ code: 'custom', message: PUBLIC_URL_RULE });
      return z.NEVER;
    })
    .optional();
}

function isAddressOrRange(text: string): boolean {
  const [address, bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Workers are separate instances: the embedded database belongs to one
 * process, and without Redis they would not hear each other's moves (live
 * updates) or logouts (cached sessions).
 */
export function requireSharedStateForWorkers(
  config: { WORKERS: number; DATABASE_URL?: string; REDIS_URL?: string },
  context: z.RefinementCtx,
): void {
  if (config.WORKERS === 1) return;
  if (config.DATABASE_URL === undefined)
    context.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message: 'above 1 needs DATABASE_URL (the embedded database belongs to one process)',
    });
  if (config.REDIS_URL === undefined)
    context.addIssue({
      code: 'custom',
      path: ['WORKERS'],
      message: 'above 1 needs REDIS_URL (workers hear each other through Redis)',
    });
}
