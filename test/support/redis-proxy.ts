import { AddressInfo, Socket, createConnection, createServer } from 'node:net';

/**
 * A TCP proxy to Redis that a test can cut: every connection through it is
 * destroyed and no new one is accepted (as when Redis goes away), until it
 * is restored on the same port (as when Redis is back).
 */
export class RedisProxy {
  private readonly sockets = new Set<Socket>();
  private server = createServer();
  private port = 0;

  private constructor(private readonly target: URL) {}

  /** A proxy to the Redis at `target` (a redis:// URL), on a port of its own. */
  static async start(target: string): Promise<RedisProxy> {
    const proxy = new RedisProxy(new URL(target));
    proxy.port = await proxy.listen(0);
    return proxy;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Destroys every connection through the proxy and stops accepting new ones. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    this.server = createServer();
    await this.listen(this.port);
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }

  private listen(port: number): Promise<number> {
    this.server.on('connection', (client) => this.pipe(client));
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  private pipe(client: Socket): void {
    const upstream = createConnection(Number(this.target.port || 6379), this.target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
