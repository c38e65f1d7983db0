/** Latencies in milliseconds, summarised once a run ends. */
export class Latencies {
  private readonly samples: number[] = [];

  add(ms: number): void {
    this.samples.push(ms);
  }

  get count(): number {
    return this.samples.length;
  }

  /** The q-quantile (0..1), nearest rank. */
  quantile(q: number): number {
    if (this.samples.length === 0) return NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  }

  describe(): string {
    return `p50 ${this.quantile(0.5).toFixed(1)} ms, p90 ${this.quantile(0.9).toFixed(1)} ms, p99 ${this.quantile(0.99).toFixed(1)} ms, max ${this.quantile(1).toFixed(1)} ms`;
  }
}
