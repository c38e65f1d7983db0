export interface CoalescerOptions<I> {
  /** Batches out at once; a call that finds them all busy waits for the next. */
  readonly maxInFlight: number;
  readonly maxBatch: number;
  /** Calls with the same key never share a batch, nor run while another is in flight. */
  readonly keyOf?: (input: I) => string;
}

interface Pending<I, O> {
  readonly input: I;
  readonly key: string | undefined;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Runs concurrent calls together: `run` gets a batch of inputs and answers
 * each, in order. A call goes out after the current turn of the event loop
 * with every call that arrived in it; when `maxInFlight` batches are already
 * out, it waits for one to return and goes with everything that arrived
 * meanwhile. So a lone call costs one round trip, as before, and under load
 * one statement serves many calls (group commit).
 */
export class Coalescer<I, O> {
  private queue: Pending<I, O>[] = [];
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: readonly I[]) => Promise<readonly O[]>,
    private readonly options: CoalescerOptions<I>,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, key: this.options.keyOf?.(input), resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.send(batch);
    }
  }

  /** The oldest calls that may go together; the rest keep their places. */
  private take(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const rest: Pending<I, O>[] = [];
    for (const p of this.queue) {
      if (batch.length < this.options.maxBatch && (p.key === undefined || !this.busy.has(p.key))) {
        batch.push(p);
        if (p.key !== undefined) this.busy.add(p.key);
      } else {
        rest.push(p);
      }
    }
    this.queue = rest;
    return batch;
  }

  private send(batch: readonly Pending<I, O>[]): void {
    this.inFlight++;
    const settle = (): void => {
      this.inFlight--;
      for (const p of batch) if (p.key !== undefined) this.busy.delete(p.key);
      this.schedule();
    };
    let running: Promise<readonly O[]>;
    try {
      running = this.run(batch.map((p) => p.input));
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (outputs) => {
        settle();
        if (outputs.length !== batch.length) {
          const error = new Error(`a batch of ${batch.length} got ${outputs.length} answers`);
          for (const p of batch) p.reject(error);
          return;
        }
        batch.forEach((p, i) => p.resolve(outputs[i]));
      },
      (error: unknown) => {
        settle();
        for (const p of batch) p.reject(error);
      },
    );
  }
}
