/**
 * The body of a record (docs/records.md): each game (Maw) or deal (Pope
 * Joan) under a header line `== Game 1 ==`, then its log entries one a line,
 * `<number><mark> S<seat> <text>`, numbered from 1 within the section.
 */
export const SECTION_LINE = /^== ([A-Z][a-z]+) (\d+) ==$/;
export const ENTRY_LINE = /^(\d+)([.!#]) S(\d+) (\S(?:.*\S)?)$/;

/** The marks: a move the seat chose, a move the rules forced (the server played it), a seat that timed out. */
export const CHOSEN = '.';
export const FORCED = '!';
export const TIMED_OUT = '#';
export type EntryMark = typeof CHOSEN | typeof FORCED | typeof TIMED_OUT;
/** The text of a timed-out entry. */
export const TIMED_OUT_TEXT = 'timed out';

/** What a game calls the parts of a match its sections hold. */
const SECTION_WORDS: Readonly<Record<string, string>> = { 'pope-joan': 'Deal' };

export function sectionWord(gameId: string): string {
  return SECTION_WORDS[gameId] ?? 'Game';
}

export function sectionLine(gameId: string, section: number): string {
  return `== ${sectionWord(gameId)} ${section} ==`;
}
