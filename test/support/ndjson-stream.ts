import http from 'node:http';

/** An NDJSON response being read line by line; tests wait for a condition on the lines rather than for time. */
export class NdjsonStream {
  readonly lines: string[] = [];
  status = 0;
  ended = false;
  private readonly request: http.ClientRequest;
  private readonly watchers: { check: () => boolean; resolve: () => void }[] = [];

  constructor(port: number, path: string, bearer: string) {
    this.request = http.get(
      { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${bearer}` } },
      (res) => {
        this.status = res.statusCode ?? 0;
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const parts = (pending + chunk).split('\n');
          pending = parts.pop() ?? '';
          this.lines.push(...parts);
          this.notify();
        });
        res.on('end', () => {
          if (pending) this.lines.push(pending);
          this.ended = true;
          this.notify();
        });
      },
    );
    this.request.on('error', () => undefined);
  }

  /** The non-empty lines, parsed. */
  get values(): Record<string, unknown>[] {
    return this.lines.filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  until(check: (s: this) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const watcher = {
        check: () => {
          if (check(this)) return true;
          if (this.ended) reject(new Error(`the stream ended without the expected lines: ${this.lines.join('\n')}`));
          return this.ended;
        },
        resolve,
      };
      if (watcher.check()) resolve();
      else this.watchers.push(watcher);
    });
  }

  close(): void {
    this.request.destroy();
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
