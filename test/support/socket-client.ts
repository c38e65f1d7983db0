import { Client, FormattedExecutionResult, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client authenticated as a third-party app would be: the
 * credential in connection_init; `headers` go on the upgrade request (a
 * proxy's X-Forwarded-For, say).
 */
export function socketClient(url: string, credential: string, headers: Record<string, string> = {}): Client {
  const webSocketImpl = class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };
  return createClient({
    url,
    webSocketImpl,
    connectionParams: { authorization: `Bearer ${credential}` },
    retryAttempts: 0,
    lazy: true,
  });
}

/** What one query or mutation over a socket answers. */
export type SocketResult = FormattedExecutionResult<Record<string, unknown>, unknown>;

/** Runs one operation over the socket: its one result (a query or mutation's). */
export function socketOperation(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<SocketResult> {
  return new Promise((resolve, reject) => {
    let result: SocketResult | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          result = value;
        },
        error: reject,
        complete: () => (result ? resolve(result) : reject(new Error('the operation completed without a result'))),
      },
    );
  });
}

/** What one subscription has received; tests wait for a condition on it rather than for time. */
export class Received<T> {
  readonly values: T[] = [];
  readonly errors: unknown[] = [];
  completed = false;
  private readonly watchers: { check: () => boolean; resolve: () => void }[] = [];
  private readonly stop: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown> = {}) {
    this.stop = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) this.errors.push(...result.errors);
          if (result.data) this.values.push(result.data as T);
          this.notify();
        },
        error: (error) => {
          this.errors.push(error);
          this.notify();
        },
        complete: () => {
          this.completed = true;
          this.notify();
        },
      },
    );
  }

  /** Resolves once `check` holds (checked on every message); fails if the subscription ends first without it. */
  until(check: (r: this) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const watcher = {
        check: () => {
          if (check(this)) return true;
          if (this.completed || this.errors.length > 0) {
            reject(new Error(`subscription ended without the expected data: ${JSON.stringify(this.errors)}`));
            return true;
          }
          return false;
        },
        resolve,
      };
      if (watcher.check()) resolve();
      else this.watchers.push(watcher);
    });
  }

  /** Resolves when the subscription is over (completed or failed). */
  ended(): Promise<void> {
    const check = (): boolean => this.completed || this.errors.length > 0;
    return check() ? Promise.resolve() : new Promise((resolve) => this.watchers.push({ check, resolve }));
  }

  unsubscribe(): void {
    this.stop();
  }

  private notify(): void {
    for (const w of [...this.watchers]) {
      if (w.check()) {
        this.watchers.splice(this.watchers.indexOf(w), 1);
        w.resolve();
      }
    }
  }
}

/**
 * A raw graphql-ws socket that sends connection_init with `payload`: whether
 * it is acknowledged, and how it closes. `options` go to ws (`autoPong: false`
 * for a client that never answers a ping, say).
 */
export function rawSocket(
  url: string,
  payload: Record<string, unknown>,
  options: WebSocket.ClientOptions = {},
): { readonly acked: Promise<void>; readonly closed: Promise<number>; readonly socket: WebSocket } {
  const socket = new WebSocket(url, 'graphql-transport-ws', options);
  const acked = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
    }),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
  return { acked, closed, socket };
}
