import cluster, { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from './config';

/**
 * The primary process of `WORKERS` > 1: forks that many copies of the server,
 * which share the listening port (the primary hands out connections), and
 * replaces one that dies, unless it died within `WORKER_STABLE_AFTER` of
 * starting: it would only die again, so the server stops instead. Each is a
 * whole instance: it talks to PostgreSQL and, through Redis, to the others,
 * exactly as separate hosts would.
 * SIGTERM or SIGINT stops the workers cleanly, then the primary.
 */
export function superviseWorkers(
  { WORKERS: count, WORKER_STABLE_AFTER: stableAfterSeconds }: Pick<AppConfig, 'WORKERS' | 'WORKER_STABLE_AFTER'>,
  log: Logger,
): void {
  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    const why = signal ? `signal ${signal}` : `code ${code}`;
    if (lived < stableAfterSeconds * 1000) {
      log.fatal(`worker ${worker.process.pid} exited (${why}) ${lived} ms after starting; stopping the server`);
      stop(1);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${why}); starting another`);
    fork();
  });
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    if (started.size === 0) process.exit(code);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  log.info(`starting ${count} workers`);
  for (let i = 0; i < count; i++) fork();
}
