import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { DatabaseConnection } from './database';
import { appOptions, configureApp, httpAdapter } from './app.setup';
import { loadConfig } from './config';
import { createPino } from './logging';
import { superviseWorkers } from './workers';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts, so that bad values end the process with their own messages.
  const config = loadConfig(process.env);
  if (!config.ok) {
    process.stderr.write(`Parlour cannot start, invalid configuration:\n  ${config.error.join('\n  ')}\n`);
    process.exit(1);
  }
  // Before the application allocates: a GC setting, read at every full collection,
  // and how WebAssembly is compiled, read when Prisma compiles its query compiler.
  if (config.value.HEAP_GROWTH_PERCENT > 0)
    setFlagsFromString(`--heap-growing-percent=${config.value.HEAP_GROWTH_PERCENT}`);
  if (!config.value.WASM_TIER_UP) setFlagsFromString('--liftoff-only');
  const log = createPino(config.value.LOG_LEVEL);
  if (config.value.WORKERS > 1 && cluster.isPrimary) return superviseWorkers(config.value, log);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, httpAdapter(config.value), appOptions(log));
  await configureApp(app, log);
  // SIGINT/SIGTERM close the app: Prisma disconnects and an embedded database flushes its data dir.
  // Then exit 0 (a clean stop, as supervisors expect) rather than die of the signal re-raised.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen(config.value.PORT, config.value.HOST);
  log.info(
    `Parlour listening on ${publicUrl(config.value.HOST, config.value.PORT)}, ${app.get(DatabaseConnection).description}`,
  );
}

/** The URL to open: a wildcard address is served on every interface, localhost included. */
function publicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `Parlour cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
