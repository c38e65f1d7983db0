export interface CoalescerOptions<I> {
  /** Batches out at once; a call that finds them all busy waits for the next. */
  readonly maxInFlight: number;
  readonly maxBatch: number;
  /** Calls with the same key never share a batch, nor run while another is in flight. */
  readonly keyOf?: (input: I) => string;
  /**
   * When a batch of several fails with an error this accepts (say, one call's
   * bad input failing the whole statement), each of its calls runs again in a
   * batch of its own and answers for itself: one call never fails another.
   */
  readonly retryAlone?: (error: unknown) => boolean;
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
    void this.execute(batch).finally(() => {
      this.inFlight--;
      for (const p of batch) if (p.key !== undefined) this.busy.delete(p.key);
      this.schedule();
    });
  }

  private async execute(batch: readonly Pending<I, O>[]): Promise<void> {
    try {
      const outputs = await this.answers(batch.map((p) => p.input));
      batch.forEach((p, i) => p.resolve(outputs[i]));
    } catch (error) {
      if (batch.length > 1 && this.options.retryAlone?.(error)) {
        await Promise.all(batch.map((p) => this.answers([p.input]).then(([output]) => p.resolve(output), p.reject)));
      } else {
        for (const p of batch) p.reject(error);
      }
    }
  }

  /** `run`'s answers, checked to be one per input; a throw becomes a rejection. */
  private async answers(inputs: readonly I[]): Promise<readonly O[]> {
    const outputs = await this.run(inputs);
    if (outputs.length !== inputs.length) throw new Error(`a batch of ${inputs.length} got ${outputs.length} answers`);
    return outputs;
  }
}
