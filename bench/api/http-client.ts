import { Agent, request } from 'node:http';

export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * A keep-alive JSON client for one server. Plain node:http rather than fetch:
 * the bench shares the machine with the server, so its own overhead counts.
 */
export class HttpClient {
  private readonly agent: Agent;

  constructor(
    private readonly base: URL,
    sockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  send(method: 'GET' | 'POST', path: string, body: unknown, bearer?: string): Promise<JsonResponse> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return new Promise((resolve, reject) => {
      const req = request({ host: this.base.hostname, port: this.base.port, method, path, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch {
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`));
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
