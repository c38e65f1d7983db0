import { EventBus, Unsubscribe } from './event-bus';

interface Entry<V> {
  readonly value: V;
  readonly until: number;
}

/**
 * Rows that are read on every request and change rarely (sessions, access
 * tokens, public profiles), kept in memory: least recently used evicted past
 * `capacity`, each trusted for `ttlMs` at most. A change on any instance is
 * announced on the bus and drops the key everywhere; the TTL only bounds how
 * long a lost announcement (the bus delivers at most once) can leave a copy
 * behind, and a bus reconnect drops everything. While the bus is down
 * (changes elsewhere go unheard) nothing is served from memory or kept.
 * `ttlMs` 0 caches nothing.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private unsubscribe: Unsubscribe | null = null;
  /** Counts invalidations heard, so a read that overlapped one is not cached (see `ticket`). */
  private generation = 0;

  constructor(
    private readonly name: string,
    private readonly bus: EventBus,
    private readonly capacity: number,
    private readonly ttlMs: number,
  ) {}

  private get channel(): string {
    return `cache.${this.name}`;
  }

  /** Starts hearing other instances' changes; call before serving. */
  async listen(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(this.channel, (message) => {
      this.generation++;
      if (typeof message.key === 'string') this.entries.delete(message.key);
      else this.entries.clear();
    });
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, unless it is older than the TTL at `nowMs`. */
  get(key: string, nowMs: number): V | undefined {
    if (!this.bus.delivering) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.until <= nowMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Taken before reading the database: a value read then is stored by `set`
   * only if no invalidation was heard meanwhile, since it may predate the change.
   */
  ticket(): number {
    return this.generation;
  }

  set(key: string, value: V, nowMs: number, ticket: number): void {
    if (this.ttlMs === 0 || ticket !== this.generation || !this.bus.delivering) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until: nowMs + this.ttlMs });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Drops `key` here at once and, through the bus, on every instance. */
  async invalidate(key: string): Promise<void> {
    this.generation++;
    this.entries.delete(key);
    await this.bus.publish(this.channel, { key });
  }

  /** Drops every key here at once and, through the bus, on every instance. */
  async invalidateAll(): Promise<void> {
    this.generation++;
    this.entries.clear();
    await this.bus.publish(this.channel, {});
  }
}
