import { Knowledge } from './ground-truth';

/** A card in notation anywhere in a text: `5H`, `10C`, `AS`. */
const CARD_TOKEN = /\b(10|[2-9AJQK])[CDHS]\b/g;

/** A card a response showed in a place where its viewer could not have seen it. */
export interface Leak {
  readonly where: string;
  readonly card: string;
}

/** Every key and string in a JSON value, with its path (`view.record[2].dealt[0][1]`). */
function* texts(value: unknown, path: string): Generator<{ path: string; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* texts(value[i], `${path}[${i}]`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      yield { path: at, text: key };
      yield* texts(inner, at);
    }
  }
}

/** The cards named in `value` (keys and strings alike) that `allowed(path)` does not contain. */
function scan(value: unknown, base: string, allowed: (path: string) => ReadonlySet<string>): Leak[] {
  const leaks: Leak[] = [];
  for (const { path, text } of texts(value, base)) {
    // An invite code is random base64url text: it may spell `5C` between two dashes by chance, never a card.
    if (path.endsWith('.inviteCode')) continue;
    for (const [card] of text.matchAll(CARD_TOKEN)) if (!allowed(path).has(card)) leaks.push({ where: path, card });
  }
  return leaks;
}

const RECORD_ENTRY = /^(?:[^.]*\.)?view\.record\[(\d+)\]/;

/**
 * A match as one viewer received it at a known seq: a finished deal's entry
 * in `view.record` may show that deal in full; everything else only what the
 * viewer saw of the deal in progress.
 */
export function matchLeaks(match: unknown, k: Knowledge, base = 'match'): Leak[] {
  return scan(match, base, (path) => {
    const entry = RECORD_ENTRY.exec(path.slice(base.length + 1));
    return entry ? k.recordOf(Number(entry[1]) + 1) : k.table;
  });
}

/**
 * Log entries as one viewer received them: each move may show only what the
 * viewer saw at the table of its own deal. The log never reveals a hidden
 * card, not even once the deal is over (the record does that).
 */
export function eventLeaks(
  events: readonly { seq: number }[],
  k: Knowledge,
  dealOfMove: (seq: number) => number,
  base = 'events',
): Leak[] {
  return events.flatMap((e, i) =>
    scan(e, `${base}[${i}]`, () => (hasMove(e) ? k.tableOf(dealOfMove(e.seq)) : NOTHING)),
  );
}

const NOTHING: ReadonlySet<string> = new Set();

function hasMove(e: object): boolean {
  return 'move' in e && e.move !== null;
}

/** An error answering a viewer's attempt: it may name the card they tried, and what they saw of the deal in progress. */
export function errorLeaks(body: unknown, k: Knowledge, tried: string | null): Leak[] {
  const allowed = new Set(k.table);
  if (tried) for (const [card] of tried.matchAll(CARD_TOKEN)) allowed.add(card);
  return scan(body, 'error', () => allowed);
}

const SECTION_HEADER = /^== [A-Z][a-z]+ (\d+) ==$/;

/**
 * A record (docs/records.md) as one viewer received it: like the log, each
 * entry may show only what the viewer saw at the table of its own game or
 * deal (the section it stands in), and the tags no card at all.
 */
export function recordLeaks(text: string, k: Knowledge, base = 'record'): Leak[] {
  let section = 0;
  return text.split('\n').flatMap((line, i) => {
    const header = SECTION_HEADER.exec(line);
    if (header) section = Number(header[1]);
    return scan(line, `${base} line ${i + 1}`, () => (header || section === 0 ? NOTHING : k.tableOf(section)));
  });
}
