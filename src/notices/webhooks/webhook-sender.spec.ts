import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyWebhook } from '../../../test/support/webhook-verifier';
import { checkEndpointAddress, ResolvedAddress, Resolver } from './endpoint-address';
import { newWebhookSecret } from './webhook-signature';
import { DeliveryResult, USER_AGENT, WebhookDelivery, WebhookSender } from './webhook-sender';

interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 whose paths misbehave in the ways a real one does. */
class TestReceiver {
  readonly received: Received[] = [];
  /** Connections accepted, kept alive or not. */
  connections = 0;
  /** Bytes the /huge route managed to write before the sender hung up, and whether it wrote them all. */
  huge = { written: 0, finished: false, closed: Promise.resolve() };
  private readonly server: Server;
  private readonly pending = new Set<ServerResponse>();

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          path: req.url ?? '',
          method: req.method ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        this.answer(req.url ?? '', res);
      });
    });
    this.server.on('connection', () => (this.connections += 1));
  }

  private drops = 0;

  private answer(path: string, res: ServerResponse): void {
    switch (path) {
      case '/drop-once':
        // Hangs up without answering the first time, as a receiver closing an idle connection does.
        if (this.drops++ === 0) return void res.socket?.destroy();
        return void res.writeHead(204).end();
      case '/ok':
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      case '/accepted':
        return void res.writeHead(204).end();
      case '/fail':
        return void res.writeHead(500).end('database on fire');
      case '/gone':
        return void res.writeHead(410).end();
      case '/busy':
        return void res.writeHead(503, { 'retry-after': '120' }).end();
      case '/redirect':
        return void res.writeHead(302, { location: '/ok' }).end();
      case '/slow':
        // Never answers; kept so the server can be closed.
        this.pending.add(res);
        return;
      case '/slow-body':
        this.pending.add(res);
        res.writeHead(200);
        return void res.write('begun');
      case '/huge':
        return this.flood(res);
      default:
        return void res.writeHead(404).end();
    }
  }

  /** 100 MB as fast as the connection takes it, unless the sender hangs up first. */
  private flood(res: ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const total = 100 * 1024 * 1024;
    res.writeHead(200, { 'content-type': 'text/plain' });
    this.huge.closed = new Promise((resolve) => res.on('close', resolve));
    const pump = () => {
      while (this.huge.written < total) {
        this.huge.written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      this.huge.finished = true;
      res.end();
    };
    pump();
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const res of this.pending) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

function resolverOf(table: Record<string, string[][]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const answered = new Map<string, number>();
  // Each name answers its lists in turn, the last one thereafter: a name that changes under us.
  const resolve = async (hostname: string): Promise<readonly ResolvedAddress[]> => {
    calls.push(hostname);
    const answers = table[hostname];
    if (answers === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    const turn = answered.get(hostname) ?? 0;
    answered.set(hostname, turn + 1);
    return answers[Math.min(turn, answers.length - 1)].map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
  return Object.assign(resolve, { calls });
}

const secret = newWebhookSecret();
const body = JSON.stringify({ type: 'YOUR_TURN', data: { matchId: 'm_1', seq: 12 } });

describe('WebhookSender against a receiver on 127.0.0.1', () => {
  const receiver = new TestReceiver();
  let base: string;
  let port: number;
  const sender = new WebhookSender({ allowPrivate: true, timeoutMs: 500 });
  const send = (path: string, overrides: Partial<WebhookDelivery> = {}): Promise<DeliveryResult> =>
    sender.send({ url: base + path, id: 'ntc_1', body, secrets: [secret], ...overrides });

  beforeAll(async () => {
    port = await receiver.listen();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => receiver.close());
  beforeEach(() => receiver.received.splice(0));

  it('posts the JSON with the signature headers, and a 2xx is a success', async () => {
    const result = await send('/ok');
    expect(result).toEqual({
      ok: true,
      status: 200,
      latencyMs: expect.any(Number),
      error: null,
      responseBody: 'thanks',
      address: '127.0.0.1',
      retryAfterSeconds: null,
    });
    const [request] = receiver.received;
    expect(request).toMatchObject({ method: 'POST', path: '/ok', body });
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': 'ntc_1',
      'content-length': String(Buffer.byteLength(body)),
      host: `127.0.0.1:${port}`,
    });
    const verified = verifyWebhook({
      headers: request.headers,
      body: request.body,
      secrets: [secret],
      nowSeconds: Date.now() / 1000,
    });
    expect(verified).toMatchObject({ ok: true, id: 'ntc_1' });
    expect((await send('/accepted')).ok).toBe(true);
  });

  it('signs with every secret given, and with the time of the attempt', async () => {
    const previous = newWebhookSecret();
    const at = new WebhookSender({ allowPrivate: true, now: () => 1_700_000_000_500 });
    await at.send({ url: base + '/ok', id: 'ntc_2', body, secrets: [secret, previous] });
    const { headers } = receiver.received[0];
    expect(headers['webhook-timestamp']).toBe('1700000000');
    expect(String(headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const s of [secret, previous]) {
      expect(verifyWebhook({ headers, body, secrets: [s], nowSeconds: 1_700_000_000 }).ok).toBe(true);
    }
  });

  it('reports a 500 as a failure, with the start of its body', async () => {
    expect(await send('/fail')).toMatchObject({
      ok: false,
      status: 500,
      error: 'HTTP 500',
      responseBody: 'database on fire',
    });
    expect(await send('/gone')).toMatchObject({ ok: false, status: 410, error: 'HTTP 410' });
  });

  it('passes retry-after on', async () => {
    expect(await send('/busy')).toMatchObject({ ok: false, status: 503, retryAfterSeconds: 120 });
  });

  it('never follows a redirect: a 3xx is a failure', async () => {
    expect(await send('/redirect')).toMatchObject({
      ok: false,
      status: 302,
      error: 'HTTP 302: redirects are not followed',
    });
    expect(receiver.received.map((r) => r.path)).toEqual(['/redirect']);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const result = await send('/slow');
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout' });
    expect(result.latencyMs).toBeGreaterThanOrEqual(490);
    expect(result.latencyMs).toBeLessThan(2000);
  });

  it('judges an answer begun before the timeout by its status, keeping what arrived', async () => {
    expect(await send('/slow-body')).toMatchObject({ ok: true, status: 200, error: null, responseBody: 'begun' });
  });

  it('reads at most 4 KiB of a huge body and hangs up instead of reading the rest', async () => {
    const result = await send('/huge');
    expect(result).toMatchObject({ ok: true, status: 200, error: null });
    expect(result.responseBody).toBe('x'.repeat(4096));
    await receiver.huge.closed;
    expect(receiver.huge.finished).toBe(false);
    expect(receiver.huge.written).toBeLessThan(100 * 1024 * 1024);
  });

  it('keeps the limit it is given', async () => {
    const small = new WebhookSender({ allowPrivate: true, maxResponseBytes: 3 });
    expect(await small.send({ url: base + '/fail', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      responseBody: 'dat',
    });
  });

  it('says so when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      await sender.send({ url: `http://127.0.0.1:${freePort}/`, id: 'ntc_1', body, secrets: [secret] }),
    ).toMatchObject({
      ok: false,
      status: null,
      error: 'connection refused',
      address: null,
    });
  });

  it('connects to the address it checked, keeping the name in Host, and resolves once per attempt', async () => {
    // The second answer would point elsewhere: Node's own lookup at connect time must not be asked.
    const resolve = resolverOf({ 'hooks.test': [['127.0.0.1'], ['127.0.0.2']] });
    const pinned = new WebhookSender({ allowPrivate: true, resolve });
    const result = await pinned.send({ url: `http://hooks.test:${port}/ok`, id: 'ntc_1', body, secrets: [secret] });
    expect(result).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(resolve.calls).toEqual(['hooks.test']);
    expect(receiver.received[0].headers.host).toBe(`hooks.test:${port}`);
  });

  it('keeps the connection for the next attempt to the same checked address', async () => {
    const resolve = resolverOf({ 'hooks.test': [['127.0.0.1']] });
    const kept = new WebhookSender({ allowPrivate: true, resolve });
    const before = receiver.connections;
    for (const path of ['/ok', '/accepted', '/fail', '/ok'])
      await kept.send({ url: `http://hooks.test:${port}${path}`, id: 'ntc_1', body, secrets: [secret] });
    kept.close();
    expect(receiver.received.map((r) => r.path)).toEqual(['/ok', '/accepted', '/fail', '/ok']);
    expect(resolve.calls).toHaveLength(4);
    expect(receiver.connections - before).toBe(1);
  });

  it('never reuses a kept connection once the name resolves elsewhere: it connects to the new address', async () => {
    // Only 127.0.0.1 listens: a connection kept from the first attempt would reach it again.
    const resolve = resolverOf({ 'hooks.test': [['127.0.0.1'], ['127.0.0.2']] });
    const kept = new WebhookSender({ allowPrivate: true, resolve });
    const url = `http://hooks.test:${port}/ok`;
    expect(await kept.send({ url, id: 'ntc_1', body, secrets: [secret] })).toMatchObject({ ok: true });
    expect(await kept.send({ url, id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: false,
      error: 'connection refused',
    });
    kept.close();
    expect(receiver.received).toHaveLength(1);
  });

  it('sends once more, on a new connection, when the receiver closed a kept one as the request went out', async () => {
    const kept = new WebhookSender({ allowPrivate: true });
    await kept.send({ url: base + '/ok', id: 'ntc_1', body, secrets: [secret] });
    expect(await kept.send({ url: base + '/drop-once', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: true,
      status: 204,
    });
    kept.close();
    expect(receiver.received.map((r) => r.path)).toEqual(['/ok', '/drop-once', '/drop-once']);
  });

  it('hangs up on an answer it stopped reading, so no later attempt reads its rest', async () => {
    const kept = new WebhookSender({ allowPrivate: true, timeoutMs: 500, maxResponseBytes: 8 });
    const before = receiver.connections;
    expect(await kept.send({ url: base + '/fail', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      status: 500,
      responseBody: 'database',
    });
    expect(await kept.send({ url: base + '/ok', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: true,
      responseBody: 'thanks',
    });
    kept.close();
    expect(receiver.connections - before).toBe(2);
  });

  it('reports a host that does not resolve', async () => {
    const resolve = resolverOf({});
    const sender = new WebhookSender({ allowPrivate: true, resolve });
    expect(await sender.send({ url: 'http://nowhere.test/', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: false,
      status: null,
      error: 'nowhere.test does not resolve (ENOTFOUND)',
    });
  });

  it('times out a resolver that does not answer', async () => {
    const sender = new WebhookSender({ allowPrivate: true, timeoutMs: 100, resolve: () => new Promise(() => {}) });
    expect(await sender.send({ url: 'http://stuck.test/', id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: false,
      error: 'timeout',
    });
  });
});

describe('WebhookSender with private addresses refused (production)', () => {
  const receiver = new TestReceiver();
  let port: number;

  beforeAll(async () => {
    port = await receiver.listen();
  });
  afterAll(() => receiver.close());

  it.each([
    ['https://127.0.0.1/', 'refused address 127.0.0.1 (loopback)'],
    ['https://10.0.0.1/', 'refused address 10.0.0.1 (private)'],
    ['https://169.254.169.254/latest/meta-data/', 'refused address 169.254.169.254 (linkLocal)'],
    ['https://[::1]/', 'refused address ::1 (loopback)'],
    ['https://[::ffff:127.0.0.1]/', 'refused address ::ffff:7f00:1 (IPv4-mapped loopback)'],
    ['https://[fd00::]/', 'refused address fd00:: (uniqueLocal)'],
    ['http://example.com/', 'the URL must be https'],
  ])('refuses %s at send, without connecting', async (url, error) => {
    const sender = new WebhookSender({ allowPrivate: false });
    expect(await sender.send({ url, id: 'ntc_1', body, secrets: [secret] })).toMatchObject({
      ok: false,
      status: null,
      error,
      address: null,
    });
  });

  it.each([['127.0.0.1'], ['10.0.0.1'], ['169.254.169.254'], ['::1'], ['::ffff:127.0.0.1'], ['fd00::']])(
    'refuses a name that resolved to a public address at registration and to %s at delivery (DNS rebinding)',
    async (privateAddress) => {
      const resolve = resolverOf({ 'rebind.test': [['93.184.215.14'], [privateAddress]] });
      const url = `https://rebind.test:${port}/ok`;
      expect(await checkEndpointAddress(url, { allowPrivate: false, resolve })).toMatchObject({ ok: true });
      const sender = new WebhookSender({ allowPrivate: false, resolve });
      const result = await sender.send({ url, id: 'ntc_1', body, secrets: [secret] });
      expect(result).toMatchObject({ ok: false, status: null, address: null });
      expect(result.error).toMatch(new RegExp(`^refused address ${privateAddress.replace(/\./g, '\\.')} \\(`));
      expect(receiver.received).toEqual([]);
    },
  );
});

describe('WebhookSender over TLS', () => {
  // A self-signed certificate for hooks.test, made for the run (openssl is in the image and on CI).
  const dir = mkdtempSync(join(tmpdir(), 'parlour-tls-'));
  const servernames: string[] = [];
  let port: number;
  const server = (() => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=hooks.test',
        '-addext',
        'subjectAltName=DNS:hooks.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return createTlsServer(
      {
        key: readFileSync(join(dir, 'key.pem')),
        cert: readFileSync(join(dir, 'cert.pem')),
        SNICallback: (name, callback) => {
          servernames.push(name);
          callback(null);
        },
      },
      (_req, res) => res.end('ok'),
    );
  })();

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the host in SNI while connecting to the checked address, and checks the certificate', async () => {
    const resolve = resolverOf({ 'hooks.test': [['127.0.0.1']] });
    const sender = new WebhookSender({ allowPrivate: true, resolve });
    const result = await sender.send({ url: `https://hooks.test:${port}/`, id: 'ntc_1', body, secrets: [secret] });
    expect(servernames).toEqual(['hooks.test']);
    // Self-signed, so not trusted: the sender has no switch to skip the check.
    expect(result).toMatchObject({ ok: false, status: null, error: 'TLS: DEPTH_ZERO_SELF_SIGNED_CERT' });
  });
});
