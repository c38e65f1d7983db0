/**
 * The real-time machinery's public entry: the WebSocket server, the bound on a player's connections and the watch on
 * their credentials, which event streams share. Other modules' code imports src/realtime only through this file and
 * `realtime.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { ConnectionLimiter } from './connection-limiter';
export { CredentialWatch } from './credential-watch';
export { SocketServer } from './socket-server';
