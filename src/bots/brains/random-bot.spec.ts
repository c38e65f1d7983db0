import { sealGame } from '../../engine';
import { maw } from '../../engine/games/maw/maw';
import { popeJoan } from '../../engine/games/pope-joan/pope-joan';
import { ArenaMatch } from '../arena-match';
import { botRandom } from '../bot-random';
import { BOT_KINDS, botFor } from '.';

describe('built-in bots', () => {
  it('has a bot of every kind for each game, and none for a game it does not know', () => {
    for (const gameId of ['maw', 'pope-joan'])
      expect(botFor(gameId, 'random')).toMatchObject({ gameId, kind: 'random' });
    expect(BOT_KINDS).toEqual(['random', 'heuristic']);
    expect(botFor('chess', 'random')).toBeUndefined();
    expect(botFor('toString', 'random')).toBeUndefined();
  });

  it('draws the same random source for the same match, seq and seat, and another for another', () => {
    const draws = (id: string, seq: number, seat: number) => {
      const r = botRandom(id, seq, seat);
      return [r(), r(), r()];
    };
    const one = draws('m1', 5, 1);
    expect(draws('m1', 5, 1)).toEqual(one);
    for (const x of one) expect(x >= 0 && x < 1).toBe(true);
    expect(draws('m1', 6, 1)).not.toEqual(one);
    expect(draws('m1', 5, 2)).not.toEqual(one);
    expect(draws('m2', 5, 1)).not.toEqual(one);
  });

  const games = { maw: sealGame(maw), 'pope-joan': sealGame(popeJoan) };
  it.each([
    ['maw', 2, { target: 11 }],
    ['maw', 4, { target: 11, partnership: true }],
    ['pope-joan', 3, {}],
    ['pope-joan', 6, {}],
  ] as const)('random %s bots at %i seats play matches to the end with legal moves only', (gameId, n, options) => {
    const bot = botFor(gameId, 'random');
    if (!bot) throw new Error('no random bot');
    for (let i = 0; i < 3; i++) {
      const match = new ArenaMatch(games[gameId], options, n, `random ${gameId} ${n} ${i}`);
      while (match.awaited() !== null) {
        const seat = match.awaited() ?? 0;
        const legal = match.turnOf(seat).legalMoves.map((m) => m.text);
        expect(legal).toContain(match.step(Array(n).fill(bot)));
      }
      expect(match.state.status).toBe('finished');
    }
  });
});
