import { Logger } from 'pino';
import { LogLevel } from '../../src/config/server.config';
import { createPino } from '../../src/logging/pino-logger.service';

/** One JSON line as pino wrote it. */
export type LogLine = Record<string, unknown> & { readonly level: number; readonly msg?: string };

/** pino's numbers for its levels. */
export const LEVEL = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** Where the lines wait; test/support/environment.ts reads and empties the same array. */
export const CAPTURED_LOGS_KEY = '__parlourCapturedLogs';

function buffer(): LogLine[] {
  const global = globalThis as { [CAPTURED_LOGS_KEY]?: LogLine[] };
  return (global[CAPTURED_LOGS_KEY] ??= []);
}

/**
 * What the test apps of this file logged since the previous test ended. The
 * test environment empties it after each test, and appends it to the report of
 * a test that fails: an error a test provokes on purpose stays out of the
 * output, and one nobody expected is shown where it matters.
 */
export function capturedLogs(): readonly LogLine[] {
  return buffer();
}

/** A pino logger at `level` whose lines go to capturedLogs() instead of stdout. */
export function capturingLogger(level: LogLevel): Logger {
  return createPino(level, {
    write(text: string) {
      for (const line of text.split('\n')) if (line !== '') buffer().push(JSON.parse(line) as LogLine);
    },
  });
}
