interface Waiting<T> {
  readonly item: T;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Writes items in groups, one `write` at a time: an item added while a write
 * is under way goes with everything else added meanwhile in the next, so a
 * busy writer makes few, large transactions and an idle one writes an item at
 * once, without a timer. `add` settles when its item's write has.
 */
export class GroupCommit<T> {
  private waiting: Waiting<T>[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: readonly T[]) => Promise<void>,
    /** Items a write at most. */
    private readonly max = 500,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.max);
      try {
        await this.write(group.map((w) => w.item));
        for (const w of group) w.resolve();
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    // Set with the emptiness seen, no await between: an item added after this starts a drain of its own.
    this.writing = false;
  }
}
