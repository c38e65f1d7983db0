import { createHash } from 'node:crypto';
import { ArchiveKey, ArchiveQuery } from '../persistence/archive.repository';

const ARCHIVE_CURSOR = /^(\d{1,15}):([0-9a-f-]{36}):([0-9a-f]{16})$/;

/** What a cursor is bound to: the search's filters and order (not the reader, nor the page size). */
function fingerprint(query: ArchiveQuery): string {
  const { readerId: _reader, ...search } = query;
  return createHash('sha256').update(JSON.stringify(search)).digest('hex').slice(0, 16);
}

/**
 * The `next` of an archive page: the last match listed, and the search it
 * belongs to. Opaque to clients, who pass it back as it came; what it holds
 * is the server's to change.
 */
export function archiveCursor(query: ArchiveQuery, key: ArchiveKey): string {
  return Buffer.from(`${key.endedAtMs}:${key.matchId}:${fingerprint(query)}`).toString('base64url');
}

/** Where a cursor's walk stands; null for text no page of this same search gave. */
export function keyOfArchiveCursor(query: ArchiveQuery, text: string): ArchiveKey | null {
  const found = ARCHIVE_CURSOR.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (found === null || found[3] !== fingerprint(query)) return null;
  const key = { endedAtMs: Number(found[1]), matchId: found[2] };
  return archiveCursor(query, key) === text ? key : null;
}
