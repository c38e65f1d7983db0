import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** The repository: the nearest folder up with a package.json (this file also runs compiled, from build/). */
function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = dirname(dir);
  }
  return dir;
}

const root = repositoryRoot();

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** An exit code, or the signal that ended the process. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A `node dist/main.js` process, as production runs it, on its own port. */
export class ServerProcess {
  private captured = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {
    child.stdout?.on('data', (d: Buffer) => (this.captured += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.captured += d.toString()));
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** What the process has printed (its JSON log at LOG_LEVEL). */
  get output(): string {
    return this.captured;
  }

  /** Starts `entry` (dist/main.js, or in Jest `compiled('main.js')`, test/support/compiled-sources.ts) with `env` and waits until it is ready. */
  static async start(env: Record<string, string>, entry = join(root, 'dist', 'main.js')): Promise<ServerProcess> {
    // A free port can be taken by another process between freePort() and the server's listen:
    // then the server exits with EADDRINUSE, and it is started again on another port.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const child = spawn(process.execPath, [entry], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
      });
      const server = new ServerProcess(child, `http://127.0.0.1:${port}`);
      try {
        await server.ready();
        return server;
      } catch (error) {
        if (attempt === 3 || !server.output.includes('EADDRINUSE')) throw error;
      }
    }
  }

  /** Polls /ready until the server answers, or fails with its output if it exits first. */
  private async ready(): Promise<void> {
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(`the server exited with ${this.child.exitCode}:\n${this.captured}`);
      const ok = await fetch(`${this.base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM: a clean shutdown. Resolves with how the process ended. */
  stop(): Promise<ProcessExit> {
    return this.signal('SIGTERM');
  }

  /** SIGKILL: the process ends at once, as in a crash or an OOM kill, with nothing flushed or closed. */
  kill(): Promise<ProcessExit> {
    return this.signal('SIGKILL');
  }

  private async signal(signal: NodeJS.Signals): Promise<ProcessExit> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill(signal);
      await exited;
    }
    return { code: this.child.exitCode, signal: this.child.signalCode };
  }

  /** A JSON request to the server: its status and JSON body. */
  async call(
    method: string,
    path: string,
    body?: object,
    bearer?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
}
