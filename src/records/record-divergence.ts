/**
 * Where a record first differs from what its tags, its seed and the rules
 * say: its position (which record of a file, which line, which game or deal
 * and which entry of it) and what was expected there and found instead.
 */
export interface Divergence {
  /** 1 for a file's first record. */
  readonly record: number;
  /** 1 for a file's first line. */
  readonly line: number;
  /** The section, as its header names it (`Game 2`, `Deal 1`); null outside the body. */
  readonly section: string | null;
  /** The entry's number in its section; null for a tag or a header. */
  readonly move: number | null;
  readonly expected: string;
  readonly found: string;
}

export function describeDivergence(d: Divergence): string {
  const where = [`record ${d.record}`, `line ${d.line}`];
  if (d.section !== null) where.push(d.section);
  if (d.move !== null) where.push(`move ${d.move}`);
  return `${where.join(', ')}: expected ${d.expected}; found ${d.found}`;
}
