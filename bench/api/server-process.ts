import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const BOOT_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/**
 * glibc's malloc as the `Dockerfile` sets it (keep the two alike): the server
 * is measured as it is deployed. The caller's environment may override them.
 */
const DEPLOYED_MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
/** V8's young generation as the `Dockerfile` and `npm start` size it; a later `nodeArgs` flag overrides it. */
const DEPLOYED_NODE_ARGS = ['--max-semi-space-size=8'];
/** USER_HZ: Linux reports process times in these units (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/** A free loopback port, from the kernel. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * The checkout whose built server runs: BENCH_SERVER_ROOT (bench:compare points
 * it at another ref's worktree), else this one (the bench runs from build/bench/api).
 */
function serverRoot(): string {
  return process.env.BENCH_SERVER_ROOT ? resolve(process.env.BENCH_SERVER_ROOT) : resolve(__dirname, '../../..');
}

/** CPU time, in seconds. */
export interface CpuSeconds {
  readonly user: number;
  readonly system: number;
}

/** The CPU used between two readings, in milliseconds per unit of work: `total (user + system)`. */
export function cpuPer(before: CpuSeconds, after: CpuSeconds, units: number): string {
  const per = (seconds: number): string => ((seconds * 1000) / units).toFixed(2);
  const user = after.user - before.user;
  const system = after.system - before.system;
  return `${per(user + system)} ms (user ${per(user)} + system ${per(system)})`;
}

/** Read and write system calls (sockets, files, pipes), counted by the kernel: what a move costs in round trips. */
export interface Syscalls {
  readonly reads: number;
  readonly writes: number;
}

/** The system calls between two readings, per unit of work. */
export function syscallsPer(before: Syscalls, after: Syscalls, units: number): Syscalls {
  return { reads: (after.reads - before.reads) / units, writes: (after.writes - before.writes) / units };
}

/**
 * The built server (`dist/main.js`) in a child process on loopback, so that
 * its resident memory and CPU profile are its own, not the bench's.
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: URL,
    private readonly env: Record<string, string>,
    private readonly nodeArgs: readonly string[],
  ) {}

  /** `nodeArgs`: e.g. `--cpu-prof`; `env`: the server's configuration on top of this process's. */
  static async start(
    env: Record<string, string>,
    nodeArgs: readonly string[] = [],
    port?: number,
  ): Promise<ServerProcess> {
    port ??= await freePort();
    const root = serverRoot();
    const child = spawn(process.execPath, [...DEPLOYED_NODE_ARGS, ...nodeArgs, resolve(root, 'dist/main.js')], {
      cwd: root,
      env: {
        ...DEPLOYED_MALLOC,
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const server = new ServerProcess(child, new URL(`http://127.0.0.1:${port}`), env, nodeArgs);
    const until = Date.now() + BOOT_TIMEOUT_MS;
    while (!(await server.healthy())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
      if (Date.now() > until) {
        await server.stop();
        throw new Error('the server did not answer /health in time');
      }
      await sleep(200);
    }
    return server;
  }

  private async healthy(): Promise<boolean> {
    try {
      return (await fetch(new URL('/ready', this.url))).ok;
    } catch {
      return false;
    }
  }

  /** Resident set size in MB, from /proc (Linux). */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    if (!kb) throw new Error('no VmRSS in /proc status');
    return Number(kb[1]) / 1024;
  }

  /**
   * CPU seconds the server has used, in user space and in the kernel (its
   * socket writes), with its workers' (WORKERS > 1), from /proc (Linux; 100
   * clock ticks a second).
   */
  cpuSeconds(): CpuSeconds {
    return this.summed(cpuOf, (a, b) => ({ user: a.user + b.user, system: a.system + b.system }));
  }

  /** The read and write system calls the server and its workers have made, from /proc (Linux). */
  syscalls(): Syscalls {
    return this.summed(syscallsOf, (a, b) => ({ reads: a.reads + b.reads, writes: a.writes + b.writes }));
  }

  /** A /proc reading of the server and of each of its descendants alive now, added up. */
  private summed<T>(read: (pid: number) => T, add: (a: T, b: T) => T): T {
    const pid = this.child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    return processTree(pid).map(read).reduce(add);
  }

  /** This server stopped and started again as it was, on the same port: a restart, its caches empty. */
  async restarted(): Promise<ServerProcess> {
    await this.stop();
    return ServerProcess.start(this.env, this.nodeArgs, Number(this.url.port));
  }

  /** SIGTERM (the server closes cleanly and writes any CPU profile), then SIGKILL if it hangs. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** A process and its descendants, those alive now. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // Gone since its parent listed it.
  }
  return [pid, ...children.flatMap(processTree)];
}

function cpuOf(pid: number): CpuSeconds {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { user: 0, system: 0 };
  }
  // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}

function syscallsOf(pid: number): Syscalls {
  let io: string;
  try {
    io = readFileSync(`/proc/${pid}/io`, 'utf8');
  } catch {
    return { reads: 0, writes: 0 };
  }
  const count = (name: string): number => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? 0);
  return { reads: count('syscr'), writes: count('syscw') };
}
