/**
 * The configuration's public entry: the app's configuration, its loading and injection token, and the settings other
 * modules read. Other modules' code imports src/config only through this file and `config.module.ts`; lint checks it
 * (.dependency-cruiser.cjs).
 */
export { APP_CONFIG, InjectConfig } from './app-config.token';
export type { AppConfig } from './app-config';
export { READ_CACHE_CAPACITY } from './cache.config';
export { loadConfig } from './load-config';
export { HELD_ROUNDS_PER_ENDPOINT } from './queue.config';
export { SecurityConfig } from './security.config';
export { publicBaseUrl, type CorsOrigins, type LogLevel, type TrustProxy } from './server.config';
