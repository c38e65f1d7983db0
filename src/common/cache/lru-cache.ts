/**
 * At most `capacity` values by key, the least recently used evicted first: a
 * value is used when it is set or read with `get`, not with `peek`.
 */
export class LruCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError(`bad cache capacity ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value under `key`, if any, marked used. */
  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value under `key`, if any, without marking it used. */
  peek(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.capacity === 0) return;
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
