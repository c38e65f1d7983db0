import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { LookupFunction } from 'node:net';
import { ResolvedAddress } from './endpoint-address';

/**
 * How long a kept connection may sit idle before it is closed: under the 5 s
 * a Node receiver keeps one open by default, so it is seldom the receiver that
 * closes it as a delivery starts on it.
 */
export const IDLE_MS = 4_000;

/** Agents kept before the idle ones (no connection open) are dropped. */
const MAX_AGENTS = 1_000;

/**
 * A `lookup` for node:net that answers only the addresses already checked, so the connection goes
 * to one of them whatever the name resolves to by the time it connects (DNS rebinding).
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    if (usable.length === 0) {
      callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      // Node asks for them all when it tries several in turn (autoSelectFamily, "happy eyeballs").
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family })),
      );
    } else {
      callback(null, usable[0].address, usable[0].family);
    }
  };
}

/**
 * Keep-alive agents for webhook deliveries, one per origin and set of checked
 * addresses. Every attempt still resolves and checks the endpoint's address
 * first; it then takes the agent of exactly what it checked, whose lookup
 * answers only those addresses. A kept connection is therefore reused only by
 * an attempt whose check found the same addresses, and a name that now
 * resolves elsewhere gets another agent with fresh connections: DNS rebinding
 * reaches nothing that was not checked for the attempt that uses it.
 */
export class PinnedAgents {
  private readonly agents = new Map<string, HttpAgent>();

  /** The agent for `url`'s origin, pinned to `addresses`. */
  for(url: URL, addresses: readonly ResolvedAddress[]): HttpAgent {
    const pinned = addresses.map((a) => a.address).sort();
    const key = `${url.protocol}//${url.host} ${pinned.join(' ')}`;
    let agent = this.agents.get(key);
    if (agent === undefined) {
      if (this.agents.size >= MAX_AGENTS) this.dropIdle();
      const options = {
        keepAlive: true,
        timeout: IDLE_MS,
        scheduling: 'lifo' as const,
        lookup: pinnedLookup(addresses),
      };
      agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Agents kept now (tests). */
  get size(): number {
    return this.agents.size;
  }

  /** Closes every kept connection. */
  destroy(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  private dropIdle(): void {
    for (const [key, agent] of this.agents) {
      if (Object.keys(agent.sockets).length === 0 && Object.keys(agent.freeSockets).length === 0) {
        agent.destroy();
        this.agents.delete(key);
      }
    }
  }
}
