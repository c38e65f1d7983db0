import { replay } from './replay';
import { toy } from '../../../test/support/toy-game';

const setup = { players: 2, seed: new Uint8Array(32) };

describe('replay', () => {
  it('returns the state reached by a legal log', () => {
    const r = replay(toy, setup, [
      { seat: 0, text: '3' },
      { seat: 1, text: '2' },
    ]);
    expect(r).toEqual({ ok: true, state: { total: 5, turn: 0, players: 2, resigned: null }, applied: 2 });
  });

  it('stops at the first illegal move and reports it with its index', () => {
    const r = replay(toy, setup, [
      { seat: 0, text: '3' },
      { seat: 0, text: '2' },
      { seat: 1, text: '9' },
    ]);
    expect(r).toMatchObject({
      ok: false,
      index: 1,
      applied: 1,
      state: { total: 3, turn: 1, players: 2, resigned: null },
      error: { code: 'NOT_YOUR_TURN' },
    });
  });

  it('never throws on bad data: unparsable text is an error like any other', () => {
    const r = replay(toy, setup, [{ seat: 0, text: '{"not":"a move"}' }]);
    expect(r).toMatchObject({ ok: false, index: 0, error: { code: 'MALFORMED_MOVE' } });
  });

  it('reports a setup that cannot start', () => {
    expect(replay(toy, { ...setup, players: 4 }, [])).toMatchObject({
      ok: false,
      setupError: { code: 'BAD_PLAYER_COUNT' },
    });
  });
});
