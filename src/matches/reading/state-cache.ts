/**
 * Recently rebuilt matches, least recently used evicted first once the cache
 * holds `capacity` matches. A miss or a restart simply replays the log; the
 * service uses a hit only at the `seq` the database reports or accepts, so the
 * cache can never serve a stale state.
 */
export class StateCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError(`bad cache capacity ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached match, if any (the caller compares its seq). */
  get(matchId: string): T | undefined {
    const state = this.entries.get(matchId);
    if (state !== undefined) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.entries.delete(matchId);
      this.entries.set(matchId, state);
    }
    return state;
  }

  /** The cached match, if any, without marking it used. */
  peek(matchId: string): T | undefined {
    return this.entries.get(matchId);
  }

  set(matchId: string, state: T): void {
    this.entries.delete(matchId);
    if (this.capacity === 0) return;
    this.entries.set(matchId, state);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
  }
}
