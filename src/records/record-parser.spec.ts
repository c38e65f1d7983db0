import { parseRecords } from './record-parser';
import { readTag, tagLine } from './record-tags';

const RECORD = ['[Game "maw"]', '[Site "x"]', '', '== Game 1 ==', '1. S1 nofive', '2! S0 rob 3D', '3# S1 timed out'];

describe('record tags', () => {
  it('escapes backslashes and quotes, and reads them back', () => {
    const line = tagLine('Seat0', 'Ann "the Bold" \\ Denmark');
    expect(line).toBe('[Seat0 "Ann \\"the Bold\\" \\\\ Denmark"]');
    expect(readTag(line)).toEqual({ name: 'Seat0', value: 'Ann "the Bold" \\ Denmark' });
  });

  it('reads no tag from a line that is not one', () => {
    expect(readTag('[Seat0 "unterminated]')).toBeNull();
    expect(readTag('[Seat0 "a" "b"]')).toBeNull();
    expect(readTag('[0Seat "a"]')).toBeNull();
  });
});

describe('parseRecords', () => {
  it('reads tags, sections and entries with their lines and marks', () => {
    const parsed = parseRecords(RECORD.join('\n') + '\n');
    expect(parsed.ok).toBe(true);
    const [record] = parsed.records;
    expect([...record.tags]).toEqual([
      ['Game', { value: 'maw', line: 1 }],
      ['Site', { value: 'x', line: 2 }],
    ]);
    expect(record.sections).toEqual([
      {
        line: 4,
        word: 'Game',
        number: 1,
        entries: [
          { line: 5, number: 1, mark: '.', seat: 1, text: 'nofive' },
          { line: 6, number: 2, mark: '!', seat: 0, text: 'rob 3D' },
          { line: 7, number: 3, mark: '#', seat: 1, text: 'timed out' },
        ],
      },
    ]);
  });

  it('splits concatenated records, with CRLF, a byte-order mark and extra blank lines, and one with no body', () => {
    const text =
      '\uFEFF' + [...RECORD, '', '', '[Game "pope-joan"]', '', '[Game "maw"]', '', '== Game 1 =='].join('\r\n');
    const parsed = parseRecords(text);
    expect(parsed.ok).toBe(true);
    expect(parsed.records.map((r) => [r.index, r.line, r.tags.get('Game')?.value, r.sections.length])).toEqual([
      [1, 1, 'maw', 1],
      [2, 10, 'pope-joan', 0],
      [3, 12, 'maw', 1],
    ]);
  });

  it('stops at the first line that fits nowhere, saying where and what it expected', () => {
    const cases: [string[], string][] = [
      [['[Game "maw"]', '== Game 1 =='], 'a blank line between the tags and the body'],
      [['[Game "maw"]', '', '1. S0 5H'], 'a section header before the first entry'],
      [['[Game "maw"]', '', '== Game 1 ==', '1.S0 5H'], 'a section header (== Game 1 ==) or an entry (1. S0 5H)'],
      [['[Game "maw"]', '[Game "maw"]'], 'one Game tag'],
      [['1. S0 5H'], 'a record, beginning with its tags'],
    ];
    for (const [lines, expected] of cases) {
      const parsed = parseRecords(lines.join('\n'));
      expect(parsed.ok ? null : [parsed.divergence.line, parsed.divergence.expected]).toEqual([lines.length, expected]);
    }
  });
});
