import { IncomingHttpHeaders, Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

/** One request a receiver got: its path, headers, raw body, and when. */
export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

/**
 * What a path answers: a status (the default, 204), or `hang` (never
 * answers: the sender's timeout), each time; a function of how many times
 * the path has been hit before picks per request.
 */
export type Answer = number | 'hang';

/**
 * A real HTTP server on 127.0.0.1 that keeps every webhook posted to it.
 * Tests point endpoints at `url(path)` and script what each path answers.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly answers = new Map<string, (hits: number) => Answer>();
  private readonly hits = new Map<string, number>();
  private readonly waiters: { check: () => boolean; resolve: () => void }[] = [];
  private server: Server | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = (req.url ?? '/').split('?')[0];
        const hit = this.hits.get(path) ?? 0;
        this.hits.set(path, hit + 1);
        this.received.push({
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const answer = (this.answers.get(path) ?? (() => 204))(hit);
        if (answer !== 'hang') res.writeHead(answer).end();
        for (const w of [...this.waiters])
          if (w.check()) {
            this.waiters.splice(this.waiters.indexOf(w), 1);
            w.resolve();
          }
      });
    });
    this.server.keepAliveTimeout = 100;
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path: string): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  answer(path: string, answer: Answer | ((hits: number) => Answer)): void {
    this.answers.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Parsed bodies posted to `path`. */
  payloads(path: string): { type: string; timestamp: string; data: Record<string, unknown> }[] {
    return this.at(path).map((r) => JSON.parse(r.body));
  }

  /** Resolves once `count` requests reached `path` (rejects after `ms`). */
  async waitFor(path: string, count: number, ms = 10_000): Promise<Received[]> {
    const check = () => this.at(path).length >= count;
    if (!check())
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${path} got ${this.at(path).length} of ${count} requests in ${ms} ms`)),
          ms,
        );
        this.waiters.push({ check, resolve: () => (clearTimeout(timer), resolve()) });
      });
    return this.at(path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
