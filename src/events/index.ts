/**
 * The bus's public entry: the event bus and the caches it invalidates. Other modules' code imports src/events only
 * through this file and `events.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { EventBus, type Unsubscribe } from './event-bus';
export { InvalidatedCache } from './invalidated-cache';
