import { ENTRY_LINE, EntryMark, SECTION_LINE } from './record-body';
import { Divergence } from './record-divergence';
import { readTag } from './record-tags';

export interface ParsedTag {
  readonly value: string;
  readonly line: number;
}

/** One log entry line of a record's body. */
export interface ParsedEntry {
  readonly line: number;
  readonly number: number;
  readonly mark: EntryMark;
  readonly seat: number;
  readonly text: string;
}

export interface ParsedSection {
  readonly line: number;
  /** As the header writes it: `Game`, `Deal`. */
  readonly word: string;
  readonly number: number;
  readonly entries: readonly ParsedEntry[];
}

export interface ParsedRecord {
  /** 1 for a file's first record. */
  readonly index: number;
  /** The line of its first tag. */
  readonly line: number;
  readonly tags: ReadonlyMap<string, ParsedTag>;
  readonly sections: readonly ParsedSection[];
}

export type ParsedRecords =
  | { readonly ok: true; readonly records: readonly ParsedRecord[] }
  | { readonly ok: false; readonly records: readonly ParsedRecord[]; readonly divergence: Divergence };

interface Building {
  index: number;
  line: number;
  tags: Map<string, ParsedTag>;
  sections: { line: number; word: string; number: number; entries: ParsedEntry[] }[];
  /** Where the reader is: in the tags, past the blank line that ends them, or in the body. */
  part: 'tags' | 'gap' | 'body';
}

const show = (line: string): string => (line.length > 80 ? `"${line.slice(0, 80)}…"` : `"${line}"`);

/**
 * Splits a text of concatenated records (docs/records.md) and parses each:
 * a record begins at a tag line that follows no tag line of its own record
 * (the file's start, a blank line after a body, or a body line); its tags end
 * at a blank line, and its body runs to the next record. Stops at the first
 * line that fits no place, with the records read before it.
 */
export function parseRecords(text: string): ParsedRecords {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const records: Building[] = [];
  let current: Building | null = null;
  const fail = (line: number, expected: string, found: string): ParsedRecords => ({
    ok: false,
    records,
    divergence: {
      record: current?.index ?? records.length + 1,
      line,
      section: null,
      move: null,
      expected,
      found,
    },
  });
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = lines[i];
    if (line.trim() === '') {
      if (current?.part === 'tags') current.part = 'gap';
      continue;
    }
    const tag = readTag(line);
    if (tag !== null) {
      if (current === null || current.part !== 'tags') {
        current = { index: records.length + 1, line: n, tags: new Map(), sections: [], part: 'tags' };
        records.push(current);
      }
      if (current.tags.has(tag.name)) return fail(n, `one ${tag.name} tag`, `a second one`);
      current.tags.set(tag.name, { value: tag.value, line: n });
      continue;
    }
    if (line.startsWith('[')) return fail(n, 'a tag: [Name "value"]', show(line));
    if (current === null) return fail(n, 'a record, beginning with its tags', show(line));
    if (current.part === 'tags') return fail(n, 'a blank line between the tags and the body', show(line));
    current.part = 'body';
    const header = SECTION_LINE.exec(line);
    if (header) {
      current.sections.push({ line: n, word: header[1], number: Number(header[2]), entries: [] });
      continue;
    }
    const entry = ENTRY_LINE.exec(line);
    if (!entry) return fail(n, 'a section header (== Game 1 ==) or an entry (1. S0 5H)', show(line));
    const section = current.sections.at(-1);
    if (section === undefined) return fail(n, 'a section header before the first entry', show(line));
    section.entries.push({
      line: n,
      number: Number(entry[1]),
      mark: entry[2] as EntryMark,
      seat: Number(entry[3]),
      text: entry[4],
    });
  }
  return { ok: true, records };
}
