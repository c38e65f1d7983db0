import { maw } from './maw';
import { cardOf } from '../../../../test/support/maw-table';

describe('Maw move notation', () => {
  it('formats every kind of move as a person would type it', () => {
    expect(maw.formatMove({ seat: 0, type: 'play', card: cardOf('10C') })).toBe('10C');
    expect(maw.formatMove({ seat: 0, type: 'rob', discard: cardOf('3D') })).toBe('rob 3D');
    for (const type of ['five', 'nofive', 'accept', 'refuse', 'norob', 'resign'] as const)
      expect(maw.formatMove({ seat: 1, type })).toBe(type);
  });

  it('parses loosely: case, spaces, T for 10, suit symbols', () => {
    expect(maw.parseMove(1, ' Rob  tD ')).toEqual({
      ok: true,
      value: { seat: 1, type: 'rob', discard: cardOf('10D') },
    });
    expect(maw.parseMove(0, '5♥')).toEqual({ ok: true, value: { seat: 0, type: 'play', card: cardOf('5H') } });
    expect(maw.parseMove(0, 'ah')).toEqual({ ok: true, value: { seat: 0, type: 'play', card: cardOf('AH') } });
    expect(maw.parseMove(0, 'NOFIVE')).toEqual({ ok: true, value: { seat: 0, type: 'nofive' } });
  });

  it('refuses unreadable text as MALFORMED_MOVE without throwing', () => {
    for (const text of ['', 'rob', 'rob ??', 'rob 5H 6H', 'play', '11H', '5X', 'five it', 'resign now']) {
      expect(maw.parseMove(0, text)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    }
    expect(maw.parseMove(0, undefined as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MOVE' },
    });
  });

  it('hides a robber’s discard from everyone but the robber', () => {
    const rob = { seat: 1, type: 'rob', discard: cardOf('3D') } as const;
    expect(maw.redactMove(rob, 1)).toBe('rob 3D');
    expect(maw.redactMove(rob, 0)).toBe('rob ??');
    expect(maw.redactMove(rob, 3)).toBe('rob ??');
    expect(maw.redactMove(rob, 'spectator')).toBe('rob ??');
    expect(maw.redactMove({ seat: 1, type: 'play', card: cardOf('3D') }, 0)).toBe('3D');
  });
});
