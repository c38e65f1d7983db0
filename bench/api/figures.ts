/** The middle of `xs` (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A whole number as the output prints it: 1,234. */
export function figure(n: number): string {
  return Math.round(n).toLocaleString('en');
}
