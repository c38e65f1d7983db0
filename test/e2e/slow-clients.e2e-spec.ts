import { AddressInfo, Socket, connect } from 'node:net';
import { registerAndLogin } from '../support/auth-client';
import { useTestApp } from '../support/app';
import { NdjsonStream } from '../support/ndjson-stream';
import { socketClient, socketOperation } from '../support/socket-client';
import { until } from '../support/wait';

/** A raw connection: what it received and whether the server closed it. */
class RawClient {
  received = '';
  closed = false;
  private readonly socket: Socket;
  private readonly ended: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (d: Buffer) => (this.received += d.toString()));
    this.ended = new Promise((resolve) => this.socket.on('close', () => resolve((this.closed = true) && undefined)));
  }

  send(text: string): this {
    this.socket.write(text);
    return this;
  }

  /** Resolves when the server has closed the connection, or after `ms` with it still open. */
  async closedWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.ended, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    // Not left running once the connection has closed: a pending timer keeps the Jest worker from exiting.
    clearTimeout(timer);
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

const GET_HEALTH = 'GET /health HTTP/1.1\r\nHost: parlour\r\n';

describe('slow and broken clients', () => {
  const t = useTestApp({ env: { HTTP_REQUEST_TIMEOUT: '1s', HTTP_KEEP_ALIVE_TIMEOUT: '1s', STREAM_KEEPALIVE: '1' } });
  let port: number;
  const clients: RawClient[] = [];
  const client = (): RawClient => {
    const c = new RawClient(port);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => clients.forEach((c) => c.destroy()));

  it('answers a request whose body never finishes arriving 408 with Connection: close, and closes', async () => {
    const c = client().send(
      'POST /api/auth/login HTTP/1.1\r\nHost: parlour\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"h',
    );
    expect(await c.closedWithin(5000)).toBe(true);
    expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.received.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(c.received.split('\r\n\r\n')[1])).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: expect.stringContaining('HTTP_REQUEST_TIMEOUT'), details: {} },
    });
  });

  it('answers bytes that are not HTTP 400 MALFORMED_REQUEST with Connection: close, and closes', async () => {
    const c = client().send('HELLO THERE\r\n\r\n');
    expect(await c.closedWithin(2000)).toBe(true);
    expect(c.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(c.received.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(c.received.split('\r\n\r\n')[1]).error.code).toBe('MALFORMED_REQUEST');
  });

  it('answers a request whose headers never finish 408, and closes', async () => {
    const c = client().send('GET /health HTTP/1.1\r\nHost: parl');
    expect(await c.closedWithin(5000)).toBe(true);
    expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keeps an idle connection HTTP_KEEP_ALIVE_TIMEOUT, as it says, then closes it', async () => {
    const c = client().send(`${GET_HEALTH}\r\n`);
    expect(await c.closedWithin(300)).toBe(false);
    expect(c.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(c.received.toLowerCase()).toContain('keep-alive: timeout=1');
    expect(await c.closedWithin(5000)).toBe(true);
  });

  it('leaves a WebSocket and an event stream open long past HTTP_REQUEST_TIMEOUT: their requests arrived whole', async () => {
    const bearer = await registerAndLogin(t.app, 'ann');
    const socket = socketClient(`ws://127.0.0.1:${port}/graphql`, bearer);
    const stream = new NdjsonStream(port, '/api/me/turns/stream', bearer);
    expect(await socketOperation(socket, '{ me { handle } }')).toEqual({ data: { me: { handle: 'ann' } } });
    // A request begun after both, and never finished, is answered 408 and closed: HTTP_REQUEST_TIMEOUT has passed for them too.
    const unfinished = client().send('GET /health HTTP/1.1\r\nHost: parl');
    expect(await unfinished.closedWithin(5000)).toBe(true);
    expect(unfinished.received).toMatch(/^HTTP\/1\.1 408 /);
    // Its keep-alive lines kept coming: an empty line every STREAM_KEEPALIVE.
    await until('two keep-alive lines', () => stream.lines.length >= 2, { ms: 10_000 });
    expect(await socketOperation(socket, '{ me { handle } }')).toEqual({ data: { me: { handle: 'ann' } } });
    expect(stream.lines.every((line) => line === '')).toBe(true);
    stream.close();
    await socket.dispose();
  });

  it('says Connection: close on an answer after which it closes: when the client asked, and on a body too large', async () => {
    const asked = client().send(`${GET_HEALTH}Connection: close\r\n\r\n`);
    expect(await asked.closedWithin(2000)).toBe(true);
    expect(asked.received.toLowerCase()).toContain('connection: close');

    const big = 'x'.repeat(70 * 1024);
    const tooLarge = client().send(
      `POST /api/auth/login HTTP/1.1\r\nHost: parlour\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`,
    );
    expect(await tooLarge.closedWithin(2000)).toBe(true);
    expect(tooLarge.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(tooLarge.received.toLowerCase()).toContain('connection: close');
  });
});
