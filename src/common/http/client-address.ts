import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../../config';

/** Whether the hop at `hop` (0: the socket's peer) is a proxy whose `X-Forwarded-For` entry is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one rule, the one Fastify resolves `request.ip` with and
 * WebSocket upgrades (which Fastify never sees) are resolved with too: no
 * proxy, the nearest N, or those at these addresses and ranges.
 */
export function proxyTrust(trust: TrustProxy): ProxyTrust {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address: the socket's peer, or the entry just before the trusted proxies in `X-Forwarded-For`. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust);
}
