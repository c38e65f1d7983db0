import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

/** The one refusal of a cursor, in every list: text that is no `next` of this list, or of this same search. */
const REFUSAL = 'must be a `next` this list gave';

/** A key is a few numbers and ids: longer text is no cursor, and is not decoded. */
const MAX_LENGTH = 256;

/** The form of the cursors written now: `[VERSION, list, key]`. */
const VERSION = 1;

/** A cursor refused where the list checks more than its form (the archive: that it came from this same search). */
export function cursorRefused(): DomainError {
  return new DomainError('VALIDATION_FAILED', `cursor: ${REFUSAL}`, { field: 'cursor' });
}

/** The text a base64url string stands for; null unless it is exactly how that text is written in base64url. */
export function base64urlText(text: string): string | null {
  const decoded = Buffer.from(text, 'base64url').toString('latin1');
  return Buffer.from(decoded, 'latin1').toString('base64url') === text ? decoded : null;
}

/**
 * A list's cursors: where a walk through it stands, as a key of shape `K`
 * (the last row listed, a log position). Opaque to clients, who pass a
 * `next` back as it came: base64url of the JSON `[1, list, key]`. A
 * cursor of another list, a key of another shape, or text this codec would
 * not write just so is no cursor. It is not signed: it holds only what the
 * page it came with showed. `older` reads the forms a list's cursors had
 * before this one, so a `next` a client holds stays good across an upgrade.
 */
export class CursorCodec<K extends object> {
  constructor(
    private readonly list: string,
    private readonly key: z.ZodType<K>,
    private readonly older: (text: string) => K | null = () => null,
  ) {}

  /** The `next` of a page whose walk stands at `key`. */
  encode(key: K): string {
    return Buffer.from(JSON.stringify([VERSION, this.list, this.key.parse(key)])).toString('base64url');
  }

  /** The key a `next` of this list stands for; null for any other text. */
  decode(text: string): K | null {
    if (text.length > MAX_LENGTH) return null;
    return this.current(text) ?? this.fitting(this.older(text));
  }

  /** The list's `cursor` input: null when absent, else the key it stands for; any other text is VALIDATION_FAILED. */
  input() {
    return z
      .string()
      .nullable()
      .default(null)
      .transform((text, ctx): K | null => {
        if (text === null) return null;
        const key = this.decode(text);
        if (key !== null) return key;
        ctx.issues.push({ code: 'custom', input: text, message: REFUSAL });
        return z.NEVER;
      });
  }

  private current(text: string): K | null {
    const json = base64urlText(text);
    if (json === null) return null;
    let tuple: unknown;
    try {
      tuple = JSON.parse(Buffer.from(json, 'latin1').toString('utf8'));
    } catch {
      return null;
    }
    if (!Array.isArray(tuple) || tuple.length !== 3 || tuple[0] !== VERSION || tuple[1] !== this.list) return null;
    const key = this.fitting(tuple[2]);
    return key !== null && this.encode(key) === text ? key : null;
  }

  private fitting(key: unknown): K | null {
    const parsed = this.key.safeParse(key);
    return parsed.success ? parsed.data : null;
  }
}

/** Where a walk through rows in a list stands: the id of the last row listed. */
export type RowKey = { id: string };

/** The cursors of a list paged after a row it named; a bare row id is the older form of them. */
export function rowCursor(list: string): CursorCodec<RowKey> {
  return new CursorCodec(list, z.strictObject({ id: z.guid() }), (text) => ({ id: text }));
}

/** A page of rows as a list answers it: its `next`, the id of the last row listed, written as the list's cursor. */
export function withRowCursor<P extends { next: string | null }>(cursor: CursorCodec<RowKey>, page: P): P {
  return { ...page, next: page.next === null ? null : cursor.encode({ id: page.next }) };
}
