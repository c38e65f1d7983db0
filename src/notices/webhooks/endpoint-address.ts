import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook endpoint may point (issue #25, "Safe to point anywhere"): the URL is checked when
 * an endpoint is registered, and its host resolved and checked again before every delivery, since
 * a name that resolved to a public address yesterday may resolve to 10.0.0.1 today (DNS rebinding).
 * Unless private addresses are allowed (WEBHOOK_ALLOW_PRIVATE, for tests and local development),
 * only public unicast addresses pass: deny by default, so a range nobody thought of is refused.
 */

/** Long enough for any real endpoint with a token in its query; bounded so it can be stored and logged. */
export const MAX_ENDPOINT_URL_LENGTH = 2048;

/** One address a host resolves to, in its canonical text. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to; rejects as node:dns does (an error with a `code`) when it does not. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every address, in the order it answers. */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: allow plain http and private, loopback and link-local addresses. */
  allowPrivate: boolean;
  /** How host names are resolved; tests inject one. */
  resolve?: Resolver;
}

/** What was wrong, for logs and tests; `reason` says it to people. */
export type EndpointUrlProblem =
  'MALFORMED' | 'TOO_LONG' | 'SCHEME' | 'HTTPS_REQUIRED' | 'CREDENTIALS' | 'UNRESOLVABLE' | 'PRIVATE_ADDRESS';

export interface EndpointUrlRefused {
  ok: false;
  code: 'WEBHOOK_URL_REFUSED';
  problem: EndpointUrlProblem;
  reason: string;
}

export type ParsedEndpointUrl = { ok: true; url: URL } | EndpointUrlRefused;

export type CheckedEndpointAddress =
  | {
      ok: true;
      url: URL;
      /** The host without IPv6 brackets: what TLS names (SNI) and `Host` carry. */
      hostname: string;
      /** Every address the host resolved to, all of them allowed: connect to one of these, and to nothing else. */
      addresses: readonly ResolvedAddress[];
    }
  | EndpointUrlRefused;

function refused(problem: EndpointUrlProblem, reason: string): EndpointUrlRefused {
  return { ok: false, code: 'WEBHOOK_URL_REFUSED', problem, reason };
}

/** The URL's own rules, without resolving anything: what registration checks before the network. */
export function parseEndpointUrl(
  text: string,
  { allowPrivate }: Pick<AddressPolicy, 'allowPrivate'>,
): ParsedEndpointUrl {
  if (text.length > MAX_ENDPOINT_URL_LENGTH) {
    return refused('TOO_LONG', `the URL is longer than ${MAX_ENDPOINT_URL_LENGTH} characters`);
  }
  if (!URL.canParse(text)) return refused('MALFORMED', 'not an absolute URL');
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return refused('SCHEME', `only https URLs are allowed, not ${url.protocol}`);
  }
  if (url.protocol === 'http:' && !allowPrivate) return refused('HTTPS_REQUIRED', 'the URL must be https');
  if (url.username !== '' || url.password !== '') {
    // They would be sent in the clear to every log that prints the URL; put a token in the path instead.
    return refused('CREDENTIALS', 'the URL must not contain a user name or password');
  }
  if (url.hostname === '') return refused('MALFORMED', 'the URL has no host');
  return { ok: true, url };
}

/** Global unicast (2000::/3): every other IPv6 block is special, unallocated or embeds an IPv4 address. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * An address's canonical form (what to connect to) and why it is not a public unicast address:
 * ipaddr.js's range name, such as `private`, `loopback`, `linkLocal`, `uniqueLocal`,
 * `carrierGradeNat`, `multicast` or `unspecified`; `refusal` is null for a public one. Null when
 * `address` is not an IP address.
 */
export function judgeAddress(address: string): { canonical: ResolvedAddress; refusal: string | null } | null {
  const family = isIP(address);
  if (family === 4) {
    if (!ipaddr.IPv4.isValidFourPartDecimal(address)) return null;
    const ip = ipaddr.IPv4.parse(address);
    const range = ip.range();
    return { canonical: { address: ip.toString(), family: 4 }, refusal: range === 'unicast' ? null : range };
  }
  if (family === 6) {
    const ip = ipaddr.IPv6.parse(address);
    if (ip.isIPv4MappedAddress()) {
      // ::ffff:10.0.0.1 reaches 10.0.0.1: judge, and connect to, the IPv4 address it carries.
      const v4 = ip.toIPv4Address();
      const range = v4.range();
      return {
        canonical: { address: v4.toString(), family: 4 },
        refusal: range === 'unicast' ? null : `IPv4-mapped ${range}`,
      };
    }
    const range = ip.range();
    const refusal = range !== 'unicast' ? range : ip.match(GLOBAL_UNICAST_V6) ? null : 'not global unicast';
    return { canonical: { address: ip.toString(), family: 6 }, refusal };
  }
  return null;
}

function dnsCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'ERROR';
}

/**
 * Resolve the URL's host and check every address it resolves to: one private address among public
 * ones is refused, since the connection could go to any of them. An IP literal is checked as it
 * is. With `allowPrivate`, every address passes, but the host must still resolve.
 */
export async function checkEndpointAddress(
  target: string | URL,
  { allowPrivate, resolve = systemResolver }: AddressPolicy,
): Promise<CheckedEndpointAddress> {
  const parsed = parseEndpointUrl(String(target), { allowPrivate });
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');

  let answers: readonly ResolvedAddress[];
  if (isIP(hostname) !== 0) {
    answers = [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  } else {
    try {
      answers = await resolve(hostname);
    } catch (error) {
      return refused('UNRESOLVABLE', `${hostname} does not resolve (${dnsCode(error)})`);
    }
  }
  if (answers.length === 0) return refused('UNRESOLVABLE', `${hostname} does not resolve (no addresses)`);

  const addresses: ResolvedAddress[] = [];
  for (const { address } of answers) {
    const judged = judgeAddress(address);
    if (judged === null) return refused('UNRESOLVABLE', `${hostname} resolved to ${address}, not an IP address`);
    if (judged.refusal !== null && !allowPrivate) {
      return refused('PRIVATE_ADDRESS', `refused address ${address} (${judged.refusal})`);
    }
    addresses.push(judged.canonical);
  }
  return { ok: true, url, hostname, addresses };
}
