import { z } from 'zod';
import { durationVar } from './env-types';
import { integerVar } from './env-types';

/** Subscriptions, streams and the event bus between instances. */
export const realtimeConfig = {
  /** `redis://host:port`: publish match events through Redis so every instance hears them; unset: in-process only. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  /** Open WebSocket connections and event streams per player, on each instance. */
  REALTIME_MAX_CONNECTIONS_PER_PLAYER: integerVar(1, 10_000, 20),
  /** Live subscriptions on one WebSocket connection. */
  REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: integerVar(1, 10_000, 50),
  /** How often a long-lived connection's credential is checked again (expiry, revocation, logout). */
  REALTIME_AUTH_RECHECK: durationVar('60s'),
  /** How often a turn feed looks again for matches whose awaited player is past the deadline (sooner when a deadline is sooner). */
  REALTIME_DEADLINE_RECHECK: durationVar('1h'),
  /** An idle event stream sends an empty line this often, so proxies and clients know it is alive. */
  STREAM_KEEPALIVE: durationVar('15s'),
};
