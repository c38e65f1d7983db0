import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** What the probe saw since it was last read. */
export interface Stalls {
  /** The latest wake-up, in ms past when it was due. */
  longest: number;
  /** Wake-ups over 50 ms late. */
  stalls: number;
}

/**
 * A process of its own that does nothing but wake every 2 ms: when it wakes
 * late, the machine did not run it, whatever our server was doing. On this
 * project's 2-core virtual machines, PostgreSQL under load (pgbench alone
 * does it) stalls such a process now and then for far longer than any request
 * takes (docs/benchmarks.md), which no request escapes; the probe lets a
 * phase's worst latencies be read against it.
 */
export class StallProbe {
  private constructor(private readonly child: ChildProcess) {}

  static start(): StallProbe {
    return new StallProbe(
      fork(join(__dirname, 'stall-probe-child.js'), [], { stdio: 'ignore', serialization: 'json' }),
    );
  }

  /** What it saw since the last read, and starts afresh. */
  read(): Promise<Stalls> {
    return new Promise((resolve) => {
      this.child.once('message', (m) => resolve(m as Stalls));
      this.child.send('read');
    });
  }

  /** Says it as a phase's line ends it. */
  async describe(): Promise<string> {
    const { longest, stalls } = await this.read();
    return `an idle process's longest wait to run ${longest.toFixed(0)} ms (${stalls} over 50 ms)`;
  }

  stop(): void {
    this.child.disconnect();
  }
}
