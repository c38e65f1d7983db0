import { Pool } from 'undici';

export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * A keep-alive JSON client for one server, one connection per client loop.
 * undici rather than node:http or fetch: the bench shares the machine with
 * the server and the database, so its own CPU counts against both.
 */
export class HttpClient {
  private readonly pool: Pool;

  constructor(base: URL, sockets: number) {
    this.pool = new Pool(base.origin, { connections: sockets, pipelining: 1 });
  }

  async send(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, bearer?: string): Promise<JsonResponse> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await this.pool.request({ method, path, headers, body: payload });
    const text = await res.body.text();
    try {
      return { status: res.statusCode, body: text ? JSON.parse(text) : null };
    } catch {
      throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
