import { LogLevel as NestLogLevel } from '@nestjs/common';
import { LogLevel } from './server.config';

const ORDER: readonly NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const NEST_NAME: Record<LogLevel, NestLogLevel> = { fatal: 'fatal', error: 'error', warn: 'warn', info: 'log', debug: 'debug', verbose: 'verbose' };

/** Nest's logger takes the list of levels to print: `level` and every more severe one. */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return ORDER.slice(0, ORDER.indexOf(NEST_NAME[level]) + 1);
}
