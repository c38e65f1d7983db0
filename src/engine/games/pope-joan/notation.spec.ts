import { c } from '../../../../test/support/pope-joan-table';
import { popeJoan } from './pope-joan';

describe('Pope Joan move notation', () => {
  it('writes a play as its card and resigning as resign', () => {
    expect(popeJoan.formatMove({ seat: 2, type: 'play', card: c('10H') })).toBe('10H');
    expect(popeJoan.formatMove({ seat: 2, type: 'resign' })).toBe('resign');
  });

  it('reads what a person types: case, T for ten, suit symbols, spaces', () => {
    expect(popeJoan.parseMove(1, '3c')).toEqual({ ok: true, value: { seat: 1, type: 'play', card: c('3C') } });
    expect(popeJoan.parseMove(1, 'T♥')).toEqual({ ok: true, value: { seat: 1, type: 'play', card: c('10H') } });
    expect(popeJoan.parseMove(1, ' 9d ')).toEqual({ ok: true, value: { seat: 1, type: 'play', card: c('9D') } });
    expect(popeJoan.parseMove(1, ' Resign')).toEqual({ ok: true, value: { seat: 1, type: 'resign' } });
  });

  it('refuses anything else as MALFORMED_MOVE, never throwing', () => {
    for (const text of ['', '1C', '11H', 'pass', 'resign now', '3X']) {
      expect(popeJoan.parseMove(0, text)).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    }
    expect(popeJoan.parseMove(0, null as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED_MOVE' },
    });
  });

  it('hides nothing in the log: every play is public', () => {
    const move = { seat: 0, type: 'play' as const, card: c('QS') };
    expect(popeJoan.redactMove(move, 'spectator')).toBe('QS');
    expect(popeJoan.redactMove(move, 3)).toBe('QS');
  });
});
