/**
 * The logging's public entry: the logger and the request log. Other code imports src/logging only through this
 * file; lint checks it (.dependency-cruiser.cjs).
 */
export { PinoLoggerService, createPino } from './pino-logger.service';
export { logRequests } from './request-log';
