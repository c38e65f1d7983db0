/**
 * Header tags of a record (docs/records.md): one a line, `[Name "value"]`,
 * the value a string in double quotes where `\` and `"` are escaped with `\`,
 * as PGN writes them.
 */
export const TAG_LINE = /^\[([A-Za-z][A-Za-z0-9]*) "((?:[^"\\]|\\["\\])*)"\]$/;

export function tagLine(name: string, value: string): string {
  return `[${name} "${value.replace(/[\\"]/g, (c) => `\\${c}`)}"]`;
}

/** The name and value of a tag line; null when the line is not one. */
export function readTag(line: string): { readonly name: string; readonly value: string } | null {
  const m = TAG_LINE.exec(line);
  return m ? { name: m[1], value: m[2].replace(/\\(["\\])/g, '$1') } : null;
}

/** The tag naming a seat's player, and the one naming their account's handle (absent for a name alone). */
export const seatTag = (seat: number): string => `Seat${seat}`;
export const seatHandleTag = (seat: number): string => `Seat${seat}Handle`;

/** The tags of the `n`th takeover of a seat by a bot (from 1): see docs/records.md, "Takeovers". */
export const takeoverTag = (
  n: number,
  field: 'Seat' | 'Reason' | 'At' | 'From' | 'ClaimedBy' | 'By' | 'ByHandle',
): string => `Takeover${n}${field}`;

/** How a seat is written in tags and move lines: `S0`, `S1`, ... */
export const seatText = (seat: number): string => `S${seat}`;
export const SPECTATOR_TEXT = 'spectator';

/** What a finished game's standings look like in the `Standings` tag: `S<seat>:<rank>:<score>`, space-separated. */
export const STANDING = /^S(\d+):(\d+):(-?\d+)$/;
