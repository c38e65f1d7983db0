import { SealedGame } from '../engine';
import { parseRecords } from './record-parser';
import { RecordVerdict, verifyRecord } from './record-verifier';

/**
 * Every record of a text of concatenated records, verified in order. A line
 * that cannot be read ends the reading there: the records before it are
 * verified, then the unreadable one is the last verdict. `now` is the
 * present, which no record's end may come after. The one verification:
 * `npm run record:verify` and importing a record both use it.
 */
export function verifyRecords(text: string, games: ReadonlyMap<string, SealedGame>, now: Date): RecordVerdict[] {
  const parsed = parseRecords(text);
  const complete = parsed.ok ? parsed.records : parsed.records.filter((r) => r.index < parsed.divergence.record);
  const verdicts = complete.map((record) => verifyRecord(record, games, now));
  if (!parsed.ok) verdicts.push({ kind: 'diverges', divergence: parsed.divergence });
  else if (verdicts.length === 0)
    verdicts.push({
      kind: 'diverges',
      divergence: { record: 1, line: 1, section: null, move: null, expected: 'a record', found: 'none' },
    });
  return verdicts;
}
