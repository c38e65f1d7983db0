import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ServerProcess } from './server-process';

/**
 * The built server as the benches start it: its own JWT secret, rate limits
 * out of the way, its data under `dataDir`, and the Node options of
 * BENCH_CPU_PROF (a directory for a V8 CPU profile) and BENCH_NODE_ARGS.
 * `extra` configures it further.
 */
export function startBenchServer(dataDir: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  const env = process.env;
  const args = [
    ...(env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : []),
    ...(env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  return ServerProcess.start(
    {
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_AUTH_MAX: '1000000',
      DATA_DIR: join(dataDir, 'server'),
      ...extra,
    },
    args,
  );
}
