import { AlertPreferences, DEFAULT_PREFERENCES, decideAlert, heldUntil } from './alert-schedule';

const at = (iso: string) => Date.parse(iso);
const ann = 'a0000000-0000-4000-8000-000000000001';
const ben = 'b0000000-0000-4000-8000-000000000002';
const fromBen = { playerId: ann, causedBy: ben };
const york: AlertPreferences = { ...DEFAULT_PREFERENCES, timeZone: 'America/New_York' };

describe('deciding an email alert', () => {
  const noon = at('2026-07-01T16:00:00Z'); // 12:00 in New York

  it('sends nothing without a verified address, in mode never, or for the player’s own move', () => {
    expect(decideAlert(york, false, fromBen, noon)).toEqual({ kind: 'ignore', why: 'NO_VERIFIED_ADDRESS' });
    expect(decideAlert({ ...york, mode: 'never' }, true, fromBen, noon)).toEqual({ kind: 'ignore', why: 'NEVER' });
    expect(decideAlert(york, true, { playerId: ann, causedBy: ann }, noon)).toEqual({
      kind: 'ignore',
      why: 'OWN_MOVE',
    });
  });

  it('sends at once in mode immediate, and a notice the clock made too', () => {
    expect(decideAlert(york, true, fromBen, noon)).toEqual({ kind: 'send' });
    expect(decideAlert(york, true, { playerId: ann, causedBy: null }, noon)).toEqual({ kind: 'send' });
  });

  it('holds an immediate alert in quiet hours until they end, local time', () => {
    const quiet = { ...york, quietHours: { start: 22, end: 7 } };
    expect(decideAlert(quiet, true, fromBen, at('2026-07-02T03:00:00Z'))).toEqual({
      kind: 'hold',
      dueAt: at('2026-07-02T11:00:00Z'),
    });
    expect(decideAlert(quiet, true, fromBen, at('2026-07-02T11:00:00Z'))).toEqual({ kind: 'send' });
  });

  it('holds every alert for the next digest hour in mode digest', () => {
    const digest = { ...york, mode: 'digest' as const, digestHour: 18 };
    expect(decideAlert(digest, true, fromBen, noon)).toEqual({ kind: 'hold', dueAt: at('2026-07-01T22:00:00Z') });
    expect(heldUntil(digest, at('2026-07-01T22:00:00Z'))).toBe(at('2026-07-02T22:00:00Z'));
    expect(heldUntil({ ...digest, mode: 'never' }, noon)).toBeNull();
  });
});
