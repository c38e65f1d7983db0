import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { LogLevel } from '../config';

/**
 * Paths pino blanks in every line, wherever a caller puts them: credentials
 * must never reach the logs, even through an object logged whole.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'accessToken',
  '*.accessToken',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
];

/** A JSON logger at `LOG_LEVEL` (its `verbose` is pino's `trace`), to stdout unless given a destination. */
export function createPino(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = {
    level: level === 'verbose' ? 'trace' : level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Nest's start-up chatter, a line for each module and route, logged at debug: at info a
 * start says only what an operator needs (the database, migrations, where it listens).
 */
const START_UP_CONTEXTS: ReadonlySet<unknown> = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'GraphQLModule',
  'NestApplication',
]);

/** Nest's logger interface on pino: one JSON object a line, the Nest context as `context`. */
export class PinoLoggerService implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write(START_UP_CONTEXTS.has(rest.at(-1)) ? 'debug' : 'info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context name as the last extra argument, and for errors the stack before it. */
  private write(level: pino.Level, message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.length >= 2 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context === undefined ? {} : { context }), ...(stack === undefined ? {} : { stack }) };
    // pino's `err` serializer keeps what spreading an Error would lose: message and stack.
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, String(message));
  }
}
