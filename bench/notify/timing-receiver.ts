import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Milliseconds since the epoch, with performance.now()'s resolution: comparable with a server's timestamps on this host. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

/** One webhook as it reached the receiver. */
export interface Arrival {
  /** `data.match.id` and `data.match.seq` of its body: the move that caused it. */
  readonly matchId: string;
  readonly seq: number;
  /** When its body had arrived (epochMs). */
  readonly at: number;
  /** Milliseconds from its `timestamp` (the server's clock as it appended the batch that made the notice) to then, by this host's clock. */
  readonly sinceStamp: number;
}

/**
 * A webhook receiver for benches: answers 204 at once and keeps, of each
 * webhook, only the move it tells of and when it came, so that tens of
 * thousands cost the bench little. It verifies no signature (the e2e tests
 * do): what it measures is when a delivery arrives.
 */
export class TimingReceiver {
  private arrivals: Arrival[] = [];
  private server: Server | undefined;
  /** When the latest webhook arrived (epochMs), 0 before any. */
  latest = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = epochMs();
        res.writeHead(204).end();
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          timestamp: string;
          data: { match?: { id: string; seq: number } };
        };
        this.latest = at;
        const match = body.data.match;
        const sinceStamp = Date.now() - Date.parse(body.timestamp);
        if (match) this.arrivals.push({ matchId: match.id, seq: match.seq, at, sinceStamp });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path: string): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  /** The arrivals since the last call, and starts afresh. */
  take(): Arrival[] {
    return this.arrivals.splice(0);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
