import { SPECTATOR, Viewer } from '../engine';
import { goldenLog, goldenLogs, goldenRecorded } from '../../test/support/golden-record';
import { describeDivergence } from './record-divergence';
import { RECORD_GAMES } from './record-games';
import { RecordVerdict } from './record-verifier';
import { writeRecord } from './record-writer';
import { verifyRecords } from './verify-records';

/** What the verifier takes as the present: after every golden record ended. */
const NOW = new Date('2026-12-01T00:00:00Z');
const verify = (text: string): RecordVerdict[] => verifyRecords(text, RECORD_GAMES, NOW);

/** The one divergence of a text, described. */
function diverges(text: string): string {
  const verdicts = verify(text);
  const bad = verdicts.find((v) => v.kind === 'diverges');
  if (bad?.kind !== 'diverges') throw new Error(`expected a divergence, got ${verdicts.map((v) => v.kind).join()}`);
  return describeDivergence(bad.divergence);
}

const MAW = goldenRecorded(goldenLog('maw', 'two-players-default'));
const SPECTATORS = writeRecord(MAW, SPECTATOR);
const lineOf = (text: string, line: string): number => text.split('\n').indexOf(line) + 1;

describe('verifyRecords', () => {
  it.each(goldenLogs().map((log) => [`${log.gameId}/${log.name}`, log] as const))(
    'verifies the record of %s as every seat and a spectator see it, with the log it came from',
    (_, log) => {
      const match = goldenRecorded(log);
      const viewers: Viewer[] = [SPECTATOR, ...match.seats.map((_, i) => i)];
      const verdicts = verify(viewers.map((v) => writeRecord(match, v)).join('\n'));
      expect(verdicts.map((v) => v.kind)).toEqual(viewers.map(() => 'ok'));
      const gameEvents = match.events.filter((e) => e.kind === 'move' || e.kind === 'timedOut');
      for (const v of verdicts) if (v.kind === 'ok') expect(v.record.events).toEqual(gameEvents);
    },
  );

  it('infers a hidden discard as the card the rest of the game replays with', () => {
    expect(SPECTATORS).toContain('rob ??');
    const [verdict] = verify(SPECTATORS);
    expect(verdict.kind).toBe('ok');
    const robbery = MAW.events.find((e) => e.kind === 'move' && e.move.startsWith('rob '));
    if (verdict.kind === 'ok') expect(verdict.record.events).toContainEqual(robbery);
  });

  it('says which record of several diverges', () => {
    const tampered = SPECTATORS.replace('3. S0 JC', '3. S0 QC');
    const second = SPECTATORS.split('\n').length + 25;
    expect(diverges(`${SPECTATORS}\n${tampered}`)).toMatch(`record 2, line ${second}, Game 1, move 3: `);
  });

  describe('gives the first divergence of a tampered record', () => {
    it('another seed', () => {
      const text = SPECTATORS.replace(MAW.setup.seed, '0'.repeat(64));
      expect(diverges(text)).toBe(
        `record 1, line 17: expected a seed whose commitment for match ${MAW.id} is ${MAW.commitment}; found another seed`,
      );
    });

    it('another commitment', () => {
      expect(diverges(SPECTATORS.replace(MAW.commitment, 'f'.repeat(64)))).toMatch(/^record 1, line 17: /);
    });

    it('a changed move', () => {
      expect(diverges(SPECTATORS.replace('3. S0 JC', '3. S0 QC'))).toMatch(
        /^record 1, line 25, Game 1, move 3: expected a legal move \(\w+: .*\); found 3. S0 QC$/,
      );
    });

    it('a move made by the other seat', () => {
      expect(diverges(SPECTATORS.replace('3. S0 JC', '3. S1 JC'))).toMatch(
        /^record 1, line 25, Game 1, move 3: expected a legal move \(NOT_YOUR_TURN: .*\); found 3. S1 JC$/,
      );
    });

    it('a forced mark taken off', () => {
      const line = lineOf(SPECTATORS, '10! S0 JD');
      expect(diverges(SPECTATORS.replace('10! S0 JD', '10. S0 JD'))).toBe(
        `record 1, line ${line}, Game 1, move 10: expected the forced move 10! S0 JD; found 10. S0 JD`,
      );
    });

    it('a forced mark put on', () => {
      expect(diverges(SPECTATORS.replace('3. S0 JC', '3! S0 JC'))).toBe(
        'record 1, line 25, Game 1, move 3: expected a move the seat chose (no move is forced here); found 3! S0 JC',
      );
    });

    it('a wrong result tag', () => {
      expect(diverges(SPECTATORS.replace('S0:1:30 S1:2:20', 'S1:1:30 S0:2:20'))).toBe(
        'record 1, line 19: expected Standings "S0:1:30 S1:2:20"; found S1:1:30 S0:2:20',
      );
      expect(diverges(SPECTATORS.replace('TARGET_REACHED', 'RESIGNED'))).toBe(
        'record 1, line 20: expected Termination "TARGET_REACHED"; found RESIGNED',
      );
    });

    it('a record cut short', () => {
      const lines = SPECTATORS.trimEnd().split('\n');
      const cut = lines.slice(0, lines.indexOf('== Game 9 ==') + 3).join('\n');
      expect(diverges(cut)).toMatch(
        /, line \d+: expected more of the record: the game is not over \(S0 to \w+\); found the end of the record$/,
      );
    });

    it('a line that is not a record', () => {
      expect(diverges(SPECTATORS.replace('3. S0 JC', '3 S0 JC'))).toBe(
        'record 1, line 25: expected a section header (== Game 1 ==) or an entry (1. S0 5H); found "3 S0 JC"',
      );
    });

    it('a finished record that does not say when it ended, as import refuses it', () => {
      const ended = SPECTATORS.split('\n').find((line) => line.startsWith('[Ended '));
      expect(ended).toBeDefined();
      expect(diverges(SPECTATORS.replace(`${ended}\n`, ''))).toBe(
        'record 1, line 1: expected an Ended tag: when the match ended; found none',
      );
    });

    it('an end before its creation, or yet to come', () => {
      const created = '2026-01-05T10:00:00.000Z';
      expect(diverges(SPECTATORS.replace('2026-02-14T18:30:00.000Z', '2026-01-01T00:00:00.000Z'))).toMatch(
        `expected an Ended time after Created (${created}); found 2026-01-01T00:00:00.000Z`,
      );
      expect(diverges(SPECTATORS.replace('2026-02-14T18:30:00.000Z', '2999-01-01T00:00:00.000Z'))).toMatch(
        'expected an Ended time that has passed; found 2999-01-01T00:00:00.000Z',
      );
    });

    it('a time outside the years a database holds', () => {
      expect(diverges(SPECTATORS.replace('2026-01-05T10:00:00.000Z', '0000-01-05T10:00:00.000Z'))).toMatch(
        /expected an ISO 8601 time in years 0001 to 9999; found 0000-01-05T10:00:00.000Z$/,
      );
    });

    it('an unknown option', () => {
      expect(diverges(SPECTATORS.replace('"target\\":26', '"target\\":26,\\"jokers\\":true'))).toMatch(
        /^record 1, line 5: expected options Maw accepts/,
      );
    });
  });

  it('checks what it can of a record with no seed, and says it cannot check the play', () => {
    const active = writeRecord({ ...MAW, events: MAW.events.slice(0, 20) }, 0);
    expect(verify(active)).toEqual([{ kind: 'unsealed', index: 1, matchId: MAW.id }]);
    expect(diverges(active.replace('[Game "maw"]', '[Game "whist"]'))).toMatch(/^record 1, line 3: expected a game/);
  });
});
