/** A log position is a PostgreSQL integer (int4). */
export const INT4_MAX = 2 ** 31 - 1;

const EVENT_CURSOR = /^seq:(0|[1-9]\d{0,9})$/;

/**
 * The `next` of a page of the log: where the next page starts. Opaque to
 * clients, who pass it back as it came; what it holds is the server's to change.
 */
export function eventCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url');
}

/** The seq an event cursor stands for; null for text no page of the log gave (only the exact text it gave is one). */
export function seqOfEventCursor(text: string): number | null {
  if (text.length > 24) return null;
  const found = EVENT_CURSOR.exec(Buffer.from(text, 'base64url').toString('latin1'));
  const seq = found ? Number(found[1]) : null;
  return seq !== null && seq <= INT4_MAX && eventCursor(seq) === text ? seq : null;
}
