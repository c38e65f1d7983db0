/** Lets a loop sleep until something rings; a ring with nobody waiting is not kept (the loop re-checks its condition first). */
export class Wakeup {
  private sleeping: { readonly promise: Promise<void>; readonly resolve: () => void } | null = null;

  ring(): void {
    this.sleeping?.resolve();
    this.sleeping = null;
  }

  wait(): Promise<void> {
    if (!this.sleeping) {
      let resolve = (): void => undefined;
      const promise = new Promise<void>((r) => (resolve = r));
      this.sleeping = { promise, resolve };
    }
    return this.sleeping.promise;
  }
}
