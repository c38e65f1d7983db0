import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CursorCodec, base64urlText, rowCursor } from '../../common';
import { ArchiveKey, ArchiveQuery } from '../persistence/archive.repository';
import { INT4_MAX } from './log-position';

/** My matches and the open ones: after the last match listed. */
export const mineCursor = rowCursor('mine');
export const openCursor = rowCursor('open');

/** A page of the log: the seq where the next page starts. */
export const eventCursor = new CursorCodec(
  'events',
  z.strictObject({ seq: z.number().int().min(0).max(INT4_MAX) }),
  (text) => {
    const found = /^seq:(0|[1-9]\d{0,9})$/.exec(base64urlText(text) ?? '');
    return found && { seq: Number(found[1]) };
  },
);

/** An archive page: the last match listed, and the fingerprint of the search it belongs to. */
export interface ArchiveCursorKey extends ArchiveKey {
  readonly search: string;
}

export const archiveCursor = new CursorCodec<ArchiveCursorKey>(
  'archive',
  z.strictObject({
    endedAtMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    matchId: z.guid(),
    search: z.string().regex(/^[0-9a-f]{16}$/),
  }),
  (text) => {
    const found = /^(\d{1,15}):([0-9a-f-]{36}):([0-9a-f]{16})$/.exec(base64urlText(text) ?? '');
    return found && { endedAtMs: Number(found[1]), matchId: found[2], search: found[3] };
  },
);

/** What an archive cursor is bound to: the search's filters and order (not the reader, nor the page size). */
export function searchFingerprint(query: ArchiveQuery): string {
  // A search with no rating range binds its cursors as it did before the range was a filter.
  const { readerId: _reader, ratingMin, ratingMax, ...search } = query;
  const range = ratingMin === null && ratingMax === null ? {} : { ratingMin, ratingMax };
  return createHash('sha256')
    .update(JSON.stringify({ ...search, ...range }))
    .digest('hex')
    .slice(0, 16);
}
