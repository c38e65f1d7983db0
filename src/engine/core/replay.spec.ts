import { illegal, moveError } from './errors';
import { Game } from './game';
import { resolveOptions } from './options';
import { replay } from './replay';
import { err, ok } from './result';

/** A toy game: two seats take turns adding 1–3 to a total; whoever reaches 10 wins. */
interface Toy {
  total: number;
  turn: number;
}
interface Add {
  seat: number;
  type: 'add';
  n: number;
}

const toy: Game<Toy, Add, Toy> = {
  id: 'toy',
  name: 'Toy',
  rulesVersion: 'toy/1',
  minPlayers: 2,
  maxPlayers: 2,
  options: [],
  resolveOptions: (input) => resolveOptions([], input),
  seatCounts: () => [2],
  setup: ({ players }) => (players === 2 ? ok({ total: 0, turn: 0 }) : err({ code: 'BAD_PLAYER_COUNT', message: 'two players' })),
  decision: (s) => (s.total >= 10 ? null : { seats: [s.turn], kind: 'add' }),
  legalMoves: (s, seat) => (s.total >= 10 || seat !== s.turn ? [] : [1, 2, 3].map((n) => ({ seat, type: 'add' as const, n }))),
  apply: (s, m) => {
    if (s.total >= 10) return err(moveError('GAME_OVER', 'over'));
    if (m.seat !== s.turn) return err(moveError('NOT_YOUR_TURN', 'wait'));
    if (m.n < 1 || m.n > 3) return err(illegal('OUT_OF_RANGE', 'add 1 to 3'));
    return ok({ total: s.total + m.n, turn: 1 - s.turn });
  },
  forcedMove: () => null,
  view: (s) => s,
  result: (s) => (s.total >= 10 ? { reason: 'REACHED', standings: [] } : null),
  formatMove: (m) => String(m.n),
  parseMove: (seat, text) => (/^\d$/.test(text) ? ok({ seat, type: 'add', n: Number(text) }) : err(moveError('MALFORMED_MOVE', 'a digit'))),
  redactMove: (m) => String(m.n),
};

const setup = { players: 2, seed: new Uint8Array(32) };

describe('replay', () => {
  it('returns the state reached by a legal log', () => {
    const r = replay(toy, setup, [
      { seat: 0, text: '3' },
      { seat: 1, text: '2' },
    ]);
    expect(r).toEqual({ ok: true, state: { total: 5, turn: 0 }, applied: 2 });
  });

  it('stops at the first illegal move and reports it with its index', () => {
    const r = replay(toy, setup, [
      { seat: 0, text: '3' },
      { seat: 0, text: '2' },
      { seat: 1, text: '9' },
    ]);
    expect(r).toMatchObject({ ok: false, index: 1, applied: 1, state: { total: 3, turn: 1 }, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('never throws on bad data: unparsable text is an error like any other', () => {
    const r = replay(toy, setup, [{ seat: 0, text: '{"not":"a move"}' }]);
    expect(r).toMatchObject({ ok: false, index: 0, error: { code: 'MALFORMED_MOVE' } });
  });

  it('reports a setup that cannot start', () => {
    expect(replay(toy, { ...setup, players: 3 }, [])).toMatchObject({ ok: false, setupError: { code: 'BAD_PLAYER_COUNT' } });
  });
});
