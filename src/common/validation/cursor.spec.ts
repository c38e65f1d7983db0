import fc from 'fast-check';
import { z } from 'zod';
import { propertyRuns } from '../../../test/support/property-runs';
import { DomainError } from '../errors/domain-error';
import { CursorCodec, cursorRefused, rowCursor, withRowCursor } from './cursor';
import { parseInput } from './parse-input';

/** A list walked by time and id, and one walked by position only. */
const timed = new CursorCodec('timed', z.strictObject({ t: z.number().int().min(0), id: z.guid() }));
const positions = new CursorCodec('positions', z.strictObject({ seq: z.number().int().min(0) }), (text) =>
  /^at-\d+$/.test(text) ? { seq: Number(text.slice(3)) } : null,
);

const timedKeys = fc.record({ t: fc.nat(), id: fc.uuid() });

function refusal(schema: z.ZodType, input: unknown): DomainError {
  try {
    parseInput(schema, input);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('the input was taken');
}

describe('CursorCodec', () => {
  it('gives back the key a cursor was written from, whatever the key', () => {
    fc.assert(
      fc.property(timedKeys, (key) => {
        const text = timed.encode(key);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(timed.decode(text)).toEqual(key);
      }),
      propertyRuns(200),
    );
  });

  it('takes only text it writes: garbage, a cut or a longer one is refused, a changed one unless it is another key’s', () => {
    const text = timed.encode({ t: 1733450000000, id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11' });
    for (const bad of ['', 'nope', 'page-2', '100', `${text}x`, text.slice(0, -1), `${text}=`, 'x'.repeat(300)])
      expect(timed.decode(bad)).toBeNull();
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), fc.constantFrom(...'ABCabc012-_'), (at, c) => {
        const changed = text.slice(0, at) + c + text.slice(at + 1);
        fc.pre(changed !== text);
        const key = timed.decode(changed);
        if (key !== null) expect(timed.encode(key)).toBe(changed);
      }),
      propertyRuns(200),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (garbage) => {
        expect(timed.decode(garbage)).toBeNull();
      }),
      propertyRuns(200),
    );
  });

  it('refuses a key that does not fit the shape, even when written in the right form', () => {
    const written = (key: unknown) => Buffer.from(JSON.stringify([1, 'timed', key])).toString('base64url');
    expect(timed.decode(written({ t: 5, id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11' }))).not.toBeNull();
    expect(timed.decode(written({ t: -1, id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11' }))).toBeNull();
    expect(timed.decode(written({ t: 5 }))).toBeNull();
    expect(timed.decode(written({ t: 5, id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11', secret: 1 }))).toBeNull();
    expect(timed.decode(Buffer.from(JSON.stringify([2, 'timed', { t: 5 }])).toString('base64url'))).toBeNull();
  });

  it('refuses the cursor of another list, of the same shape or another', () => {
    const mine = rowCursor('mine');
    const open = rowCursor('open');
    const id = '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11';
    expect(open.decode(mine.encode({ id }))).toBeNull();
    expect(timed.decode(positions.encode({ seq: 3 }))).toBeNull();
    expect(positions.decode(timed.encode({ t: 3, id }))).toBeNull();
  });

  it('reads the older form of a list, holding to the shape', () => {
    expect(positions.decode('at-12')).toEqual({ seq: 12 });
    const rows = rowCursor('rows');
    expect(rows.decode('5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11')).toEqual({ id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11' });
    expect(rows.decode('three')).toBeNull();
  });

  it('is one error for every cursor refused: VALIDATION_FAILED naming the field', () => {
    const schema = z.object({ cursor: positions.input() });
    expect(parseInput(schema, {})).toEqual({ cursor: null });
    expect(parseInput(schema, { cursor: positions.encode({ seq: 4 }) })).toEqual({ cursor: { seq: 4 } });
    const refused = [
      refusal(schema, { cursor: 'garbage' }),
      refusal(schema, { cursor: timed.encode({ t: 1, id: '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11' }) }),
      cursorRefused(),
    ];
    for (const error of refused) {
      expect(error).toBeInstanceOf(DomainError);
      expect({ code: error.code, message: error.message, details: error.details }).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'cursor: must be a `next` this list gave',
        details: { field: 'cursor' },
      });
    }
  });

  it('writes a page of rows with its next as the list’s cursor, and null on the last', () => {
    const rows = rowCursor('rows');
    const id = '5f0c6b1e-3c1a-4f7e-9a59-2a2b7c1f0d11';
    const page = withRowCursor(rows, { items: [1], next: id });
    expect(rows.decode(page.next as string)).toEqual({ id });
    expect(withRowCursor(rows, { items: [], next: null })).toEqual({ items: [], next: null });
  });
});
