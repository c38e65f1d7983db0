import {
  checkEndpointAddress,
  judgeAddress,
  MAX_ENDPOINT_URL_LENGTH,
  parseEndpointUrl,
  ResolvedAddress,
  Resolver,
} from './endpoint-address';

/** A resolver that answers from a table; any other name is ENOTFOUND, as node:dns says it. */
function resolverOf(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

/** Addresses no endpoint may reach in production, each with the range it is refused as. */
const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'linkLocal'], // the cloud metadata service
  ['100.64.0.1', 'carrierGradeNat'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.1', 'reserved'], // documentation
  ['198.18.0.1', 'reserved'], // benchmarking
  ['240.0.0.1', 'reserved'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd00::', 'uniqueLocal'],
  ['fd12:3456:789a::1', 'uniqueLocal'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped linkLocal'],
  ['64:ff9b::a00:1', 'rfc6052'], // NAT64 of 10.0.0.1
  ['2002:a00:1::1', '6to4'], // 6to4 of 10.0.0.1
  ['2001::1', 'teredo'],
  ['2001:db8::1', 'reserved'],
  ['::7f00:1', 'not global unicast'], // IPv4-compatible ::127.0.0.1, deprecated
  ['4000::1', 'not global unicast'],
];

describe('judgeAddress', () => {
  it.each(REFUSED)('refuses %s as %s', (address, range) => {
    expect(judgeAddress(address)?.refusal).toBe(range);
  });

  it.each([PUBLIC_V4, '8.8.8.8', '1.1.1.1', PUBLIC_V6, '2001:4860:4860::8888'])('allows the public address %s', (a) => {
    expect(judgeAddress(a)?.refusal).toBeNull();
  });

  it('gives the address to connect to: canonical, and IPv4 for an IPv4-mapped one', () => {
    expect(judgeAddress('2001:4860:4860:0:0:0:0:8888')?.canonical).toEqual({
      address: '2001:4860:4860::8888',
      family: 6,
    });
    expect(judgeAddress('::ffff:8.8.8.8')).toEqual({ canonical: { address: '8.8.8.8', family: 4 }, refusal: null });
  });

  it('is null for what is not an IP address, including the shorthand forms inet_aton accepts', () => {
    for (const text of ['example.com', '127.1', '0x7f.0.0.1', '2130706433', '']) expect(judgeAddress(text)).toBeNull();
  });
});

describe('parseEndpointUrl', () => {
  const production = { allowPrivate: false };

  it('accepts an https URL with a port, path and query', () => {
    const parsed = parseEndpointUrl('https://hooks.example.com:8443/parlour?token=abc', production);
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed.ok && parsed.url.href).toBe('https://hooks.example.com:8443/parlour?token=abc');
  });

  it.each([
    ['not a URL', 'MALFORMED'],
    ['/relative/path', 'MALFORMED'],
    ['ftp://example.com/', 'SCHEME'],
    ['file:///etc/passwd', 'SCHEME'],
    ['javascript:alert(1)', 'SCHEME'],
    ['gopher://example.com/', 'SCHEME'],
    ['http://example.com/', 'HTTPS_REQUIRED'],
    ['https://user:pass@example.com/', 'CREDENTIALS'],
    ['https://user@example.com/', 'CREDENTIALS'],
    ['https://example.com/' + 'a'.repeat(MAX_ENDPOINT_URL_LENGTH), 'TOO_LONG'],
  ])('refuses %s: %s', (text, problem) => {
    const parsed = parseEndpointUrl(text, production);
    expect(parsed).toMatchObject({ ok: false, code: 'WEBHOOK_URL_REFUSED', problem });
    expect(!parsed.ok && parsed.reason).toEqual(expect.any(String));
  });

  it('allows plain http when private addresses are allowed (tests, local development), never other schemes', () => {
    expect(parseEndpointUrl('http://localhost:3001/hook', { allowPrivate: true }).ok).toBe(true);
    expect(parseEndpointUrl('ftp://localhost/', { allowPrivate: true })).toMatchObject({ problem: 'SCHEME' });
    expect(parseEndpointUrl('http://u:p@localhost/', { allowPrivate: true })).toMatchObject({ problem: 'CREDENTIALS' });
  });
});

describe('checkEndpointAddress', () => {
  const resolve = resolverOf({
    'hooks.example.com': [PUBLIC_V4, PUBLIC_V6],
    'internal.example.com': ['10.1.2.3'],
    'mixed.example.com': [PUBLIC_V4, '169.254.169.254'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
    'empty.example.com': [],
  });
  const production = { allowPrivate: false, resolve };

  it('accepts a host whose every address is public, and names them', async () => {
    expect(await checkEndpointAddress('https://hooks.example.com/x', production)).toMatchObject({
      ok: true,
      hostname: 'hooks.example.com',
      addresses: [
        { address: PUBLIC_V4, family: 4 },
        { address: PUBLIC_V6, family: 6 },
      ],
    });
  });

  it.each([
    ['https://internal.example.com/', 'refused address 10.1.2.3 (private)'],
    ['https://mixed.example.com/', 'refused address 169.254.169.254 (linkLocal)'],
    ['https://mapped.example.com/', 'refused address ::ffff:127.0.0.1 (IPv4-mapped loopback)'],
    ['https://localhost/', 'refused address 127.0.0.1 (loopback)'],
    ['https://127.0.0.1/', 'refused address 127.0.0.1 (loopback)'],
    ['https://0x7f.1/', 'refused address 127.0.0.1 (loopback)'], // the URL parser reads it as 127.0.0.1
    ['https://2130706433/', 'refused address 127.0.0.1 (loopback)'],
    ['https://10.0.0.1/', 'refused address 10.0.0.1 (private)'],
    ['https://169.254.169.254/latest/meta-data/', 'refused address 169.254.169.254 (linkLocal)'],
    ['https://[::1]/', 'refused address ::1 (loopback)'],
    ['https://[::ffff:127.0.0.1]/', 'refused address ::ffff:7f00:1 (IPv4-mapped loopback)'],
    ['https://[fd00::]/', 'refused address fd00:: (uniqueLocal)'],
    ['https://[fe80::1]:8443/', 'refused address fe80::1 (linkLocal)'],
  ])('refuses %s: %s', async (url, reason) => {
    expect(await checkEndpointAddress(url, production)).toEqual({
      ok: false,
      code: 'WEBHOOK_URL_REFUSED',
      problem: 'PRIVATE_ADDRESS',
      reason,
    });
  });

  it('refuses a host that does not resolve, or resolves to nothing', async () => {
    expect(await checkEndpointAddress('https://nowhere.example.com/', production)).toMatchObject({
      problem: 'UNRESOLVABLE',
      reason: 'nowhere.example.com does not resolve (ENOTFOUND)',
    });
    expect(await checkEndpointAddress('https://empty.example.com/', production)).toMatchObject({
      problem: 'UNRESOLVABLE',
    });
  });

  it('refuses what the URL itself breaks before resolving anything', async () => {
    const resolveSpy = jest.fn(resolve);
    expect(
      await checkEndpointAddress('http://hooks.example.com/', { allowPrivate: false, resolve: resolveSpy }),
    ).toMatchObject({ problem: 'HTTPS_REQUIRED' });
    expect(resolveSpy).not.toHaveBeenCalled();
  });

  it('allows every address when private addresses are allowed, but the host must still resolve', async () => {
    const local = { allowPrivate: true, resolve };
    expect(await checkEndpointAddress('http://localhost:3001/hook', local)).toMatchObject({
      ok: true,
      addresses: [{ address: '127.0.0.1' }, { address: '::1' }],
    });
    expect(await checkEndpointAddress('http://[::1]:3001/', local)).toMatchObject({ ok: true, hostname: '::1' });
    expect(await checkEndpointAddress('http://nowhere.example.com/', local)).toMatchObject({ problem: 'UNRESOLVABLE' });
  });

  it('resolves with the system resolver by default', async () => {
    expect(await checkEndpointAddress('http://localhost/', { allowPrivate: true })).toMatchObject({ ok: true });
    expect(await checkEndpointAddress('https://localhost/', { allowPrivate: false })).toMatchObject({
      problem: 'PRIVATE_ADDRESS',
    });
  });
});
