import { Game, err, illegal, moveError, ok, resolveOptions } from '../../src/engine';

/**
 * A toy game for testing the machinery around the engine: seats take turns
 * adding 1–3 to a total; from 8 on, the only move is adding 1, which is
 * forced; whoever reaches 10 wins. `resign` ends it at once.
 */
export interface Toy {
  readonly total: number;
  readonly turn: number;
  readonly players: number;
  readonly resigned: number | null;
}
export type ToyMove = { seat: number; type: 'add'; n: number } | { seat: number; type: 'resign' };

const over = (s: Toy) => s.total >= 10 || s.resigned !== null;
const choices = (s: Toy) => (s.total >= 8 ? [1] : [1, 2, 3]);

export const toy: Game<Toy, ToyMove, Toy> = {
  id: 'toy',
  name: 'Toy',
  rulesVersion: 'toy/1',
  minPlayers: 2,
  maxPlayers: 3,
  options: [],
  resolveOptions: (input) => resolveOptions([], input),
  seatCounts: () => [2, 3],
  setup: ({ players }) =>
    players === 2 || players === 3
      ? ok({ total: 0, turn: 0, players, resigned: null })
      : err({ code: 'BAD_PLAYER_COUNT', message: '2 or 3 players' }),
  decision: (s) => (over(s) ? null : { seats: [s.turn], kind: 'add' }),
  legalMoves: (s, seat) =>
    over(s) || seat !== s.turn ? [] : choices(s).map((n) => ({ seat, type: 'add' as const, n })),
  apply: (s, m) => {
    if (over(s)) return err(moveError('GAME_OVER', 'the game is over'));
    if (m.type === 'resign') return ok({ ...s, resigned: m.seat });
    if (m.seat !== s.turn) return err(moveError('NOT_YOUR_TURN', 'wait for your turn'));
    if (!choices(s).includes(m.n)) return err(illegal('OUT_OF_RANGE', `add one of ${choices(s).join(', ')}`));
    return ok({ ...s, total: s.total + m.n, turn: (s.turn + 1) % s.players });
  },
  forcedMove: (s) => (!over(s) && s.total >= 8 ? { seat: s.turn, type: 'add', n: 1 } : null),
  view: (s) => s,
  result: (s) =>
    over(s)
      ? {
          reason: s.resigned === null ? 'REACHED' : 'RESIGNED',
          standings: Array.from({ length: s.players }, (_, seat) => ({
            seat,
            rank: seat === (s.turn + s.players - 1) % s.players ? 1 : 2,
            score: 0,
          })),
        }
      : null,
  formatMove: (m) => (m.type === 'resign' ? 'resign' : String(m.n)),
  parseMove: (seat, text) =>
    text === 'resign'
      ? ok({ seat, type: 'resign' })
      : /^\d$/.test(text)
        ? ok({ seat, type: 'add', n: Number(text) })
        : err(moveError('MALFORMED_MOVE', 'a digit')),
  redactMove: (m, viewer) =>
    m.type === 'add' && viewer !== m.seat ? '?' : m.type === 'resign' ? 'resign' : String(m.n),
};
