import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkEndpointAddress, ResolvedAddress, Resolver } from './endpoint-address';
import { PinnedAgents, pinnedLookup } from './pinned-agents';
import { signatureHeaders } from './webhook-signature';

/** A receiver should answer at once and work later; the spec suggests 15 to 30 s, we wait less and retry. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Enough of a response body to show its owner in the delivery log why it failed. */
export const DEFAULT_MAX_RESPONSE_BYTES = 4096;

export const USER_AGENT = 'Parlour-Webhooks/1';

export interface WebhookSenderOptions {
  /** WEBHOOK_ALLOW_PRIVATE: allow plain http and private, loopback and link-local addresses. */
  allowPrivate: boolean;
  /** From the start of the attempt (resolving included) to the end of the part of the response read. */
  timeoutMs?: number;
  /** How much of the response body is read and kept; the connection is closed after that. */
  maxResponseBytes?: number;
  /** Resolves the endpoint's host before each attempt; tests inject one. */
  resolve?: Resolver;
  /** Milliseconds since the epoch, for `webhook-timestamp` and `retry-after` dates. */
  now?: () => number;
}

/** One attempt at delivering one notice to one endpoint. */
export interface WebhookDelivery {
  url: string;
  /** The notice's stable id, the same on every attempt: `webhook-id`. */
  id: string;
  /** The JSON text to send, exactly as signed. */
  body: string;
  /** The endpoint's current secret first, then any older one still within its grace period. */
  secrets: readonly string[];
}

/** What happened; never thrown. `ok` is a 2xx answer; otherwise `error` says what went wrong. */
export interface DeliveryResult {
  ok: boolean;
  /** The receiver's status code, or null when it never answered. */
  status: number | null;
  latencyMs: number;
  /** Null when ok; else e.g. `timeout`, `connection refused`, `refused address 10.0.0.1 (private)`, `HTTP 500`. */
  error: string | null;
  /** The response body's first `maxResponseBytes`, as UTF-8. */
  responseBody: string;
  /** The address connected to, or null when no connection was made. */
  address: string | null;
  /** From a `retry-after` header (seconds, or a date), for the retry schedule to honour; null without one. */
  retryAfterSeconds: number | null;
}

/** Node's error codes, as a delivery log says them to the endpoint's owner. */
const ERROR_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timeout',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (temporary DNS failure)',
};

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code in ERROR_WORDS) return ERROR_WORDS[code];
    if (code.startsWith('HPE_')) return `malformed response (${code})`;
    if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `TLS: ${code}`;
    return code;
  }
  return error instanceof Error ? error.message : String(error);
}

/** `retry-after` as seconds from now: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(value: string | undefined, nowMs: number): number | null {
  if (value === undefined) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * Delivers signed webhooks: resolves and checks the endpoint's address on every attempt and
 * connects only to what it checked, keeping connections alive for the next attempt that checks
 * the same addresses (PinnedAgents), posts the JSON with the Standard Webhooks headers, gives up
 * after the timeout, reads at most `maxResponseBytes` of the answer and never follows a redirect
 * (the spec counts a 3xx as a failure). It resolves to a DeliveryResult whatever the network or
 * the receiver does; it rejects only on a broken invariant (an id or secret no endpoint can have).
 */
export class WebhookSender {
  private readonly allowPrivate: boolean;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;
  private readonly resolve: Resolver | undefined;
  private readonly now: () => number;
  private readonly agents = new PinnedAgents();

  constructor(options: WebhookSenderOptions) {
    this.allowPrivate = options.allowPrivate;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.resolve = options.resolve;
    this.now = options.now ?? Date.now;
  }

  async send(delivery: WebhookDelivery): Promise<DeliveryResult> {
    const started = performance.now();
    const headers = signatureHeaders({
      id: delivery.id,
      timestampSeconds: Math.floor(this.now() / 1000),
      body: delivery.body,
      secrets: delivery.secrets,
    });
    const latencyMs = () => Math.round(performance.now() - started);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    try {
      const checked = await Promise.race([
        checkEndpointAddress(delivery.url, { allowPrivate: this.allowPrivate, resolve: this.resolve }),
        new Promise<null>((resolve) => deadline.signal.addEventListener('abort', () => resolve(null))),
      ]);
      if (checked === null) return this.failed(latencyMs(), 'timeout');
      if (!checked.ok) return this.failed(latencyMs(), checked.reason);
      const post = () =>
        this.post(checked.url, checked.hostname, checked.addresses, headers, delivery.body, deadline.signal, latencyMs);
      const first = await post();
      // The receiver closed a kept connection as the request went out on it: once more, on a new one.
      return first.stale && !deadline.signal.aborted ? (await post()).result : first.result;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the connections kept alive. */
  close(): void {
    this.agents.destroy();
  }

  private failed(latencyMs: number, error: string): DeliveryResult {
    return { ok: false, status: null, latencyMs, error, responseBody: '', address: null, retryAfterSeconds: null };
  }

  private post(
    url: URL,
    hostname: string,
    addresses: readonly ResolvedAddress[],
    signature: Record<string, string>,
    body: string,
    deadline: AbortSignal,
    latencyMs: () => number,
  ): Promise<{ result: DeliveryResult; stale: boolean }> {
    return new Promise((settle) => {
      let response: IncomingMessage | null = null;
      const chunks: Buffer[] = [];
      let kept = 0;
      let settled = false;

      /** `complete`: the answer was read to its end, so its connection may carry the next attempt. */
      const finish = (networkError: string | null, complete = false, code: unknown = null) => {
        if (settled) return;
        settled = true;
        deadline.removeEventListener('abort', onDeadline);
        const status = response?.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        const error =
          status === null
            ? (networkError ?? 'no response')
            : ok
              ? null
              : status >= 300 && status < 400
                ? `HTTP ${status}: redirects are not followed`
                : `HTTP ${status}`;
        settle({
          result: {
            ok,
            status,
            latencyMs: latencyMs(),
            error,
            responseBody: Buffer.concat(chunks).toString('utf8'),
            address: response?.socket?.remoteAddress ?? request.socket?.remoteAddress ?? null,
            retryAfterSeconds:
              response === null ? null : retryAfterSeconds(response.headers['retry-after'], this.now()),
          },
          stale: response === null && request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE'),
        });
        // Nothing more is read: whatever the receiver still sends is dropped with the connection.
        if (!complete) request.destroy();
      };

      // Past the deadline, an answer already begun is judged by its status and what was read of it.
      const onDeadline = () => finish('timeout');
      deadline.addEventListener('abort', onDeadline);

      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
        host: hostname,
        port: url.port === '' ? undefined : Number(url.port),
        path: url.pathname + url.search,
        method: 'POST',
        headers: {
          ...signature,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
        },
        // TLS checks the certificate against the name, not the address connected to.
        servername: isIP(hostname) === 0 ? hostname : undefined,
        lookup: pinnedLookup(addresses),
        // Kept connections lead only to the addresses this attempt checked.
        agent: this.agents.for(url, addresses),
      });
      request.on('error', (error) =>
        finish(describeNetworkError(error), false, (error as { code?: unknown } | null)?.code),
      );
      request.on('response', (res) => {
        response = res;
        res.on('data', (chunk: Buffer) => {
          const room = this.maxResponseBytes - kept;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            kept += room;
            finish(null);
          } else {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        res.on('end', () => finish(null, true));
        res.on('error', () => finish(null));
        res.on('close', () => finish(null));
      });
      request.end(body);
      // The deadline may have passed while the address was being checked.
      if (deadline.aborted) finish('timeout');
    });
  }
}
