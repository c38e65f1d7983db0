import { OptionInput, sealGame } from '../engine';
import { maw } from '../engine/games/maw/maw';
import { popeJoan } from '../engine/games/pope-joan/pope-joan';
import { ArenaMatch } from './arena-match';
import type { Bot, BotKind } from './bot';
import { botRandom } from './bot-random';
import { BOT_KINDS, botFor } from './brains';

function builtIn(gameId: string, kind: BotKind): Bot {
  const bot = botFor(gameId, kind);
  if (!bot) throw new Error(`no ${kind} bot for ${gameId}`);
  return bot;
}

const GAMES = { maw: sealGame(maw), 'pope-joan': sealGame(popeJoan) };

const CASES: readonly (readonly [keyof typeof GAMES, number, OptionInput])[] = [
  ['maw', 2, { target: 11 }],
  ['maw', 4, { target: 11, partnership: true }],
  [
    'maw',
    2,
    {
      target: 26,
      ranking: 'older',
      fiving: 'untilNewSuit',
      dealerRobsAce: true,
      followRule: 'followOrTrump',
      reneging: true,
    },
  ],
  ['maw', 4, { target: 26, partnership: true, dealerRobsAce: true, fiving: 'once' }],
  ['pope-joan', 3, {}],
  ['pope-joan', 5, { leadRule: 'any', dealerSeesDeadHand: true, turnUpToDeadHand: true }],
  ['pope-joan', 8, { leadRule: 'lowestInHand', newSuitAfterStop: true, popeTurnUp: 'hoyle', dressing: 'shared' }],
];

describe('built-in bots', () => {
  it('are there of every kind for each game, and not for a game they do not know', () => {
    expect(BOT_KINDS).toEqual(['random', 'heuristic']);
    for (const gameId of Object.keys(GAMES))
      for (const kind of BOT_KINDS) expect(botFor(gameId, kind)).toMatchObject({ gameId, kind });
    expect(botFor('chess', 'random')).toBeUndefined();
    expect(botFor('toString', 'random')).toBeUndefined();
  });

  it('draw the same random source for the same match, seq and seat, and another for another', () => {
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

  it('play every seat of whole matches, every decision kind, with legal moves only', () => {
    const kinds = new Map<string, Set<string>>();
    let decisions = 0;
    CASES.forEach(([gameId, players, options], c) => {
      for (let i = 0; i < 10; i++) {
        // Heuristic and random bots mixed, a different mix each match.
        const bots = Array.from({ length: players }, (_, seat) =>
          builtIn(gameId, BOT_KINDS[(seat + i) % BOT_KINDS.length]),
        );
        const match = new ArenaMatch(GAMES[gameId], options, players, `playout ${c} ${i}`);
        for (let seat = match.awaited(); seat !== null; seat = match.awaited()) {
          const turn = match.turnOf(seat);
          const kind = turn.decision?.kind ?? 'none';
          kinds.set(gameId, (kinds.get(gameId) ?? new Set()).add(`${kind} by ${bots[seat].kind}`));
          expect(turn.legalMoves.map((m) => m.text)).toContain(match.step(bots));
          if (++decisions > 200_000) throw new Error('the playouts do not end');
        }
        expect(match.state.status).toBe('finished');
      }
    });
    expect(decisions).toBeGreaterThan(3_000);
    const everyKind = (decisionKinds: readonly string[]) =>
      decisionKinds.flatMap((k) => BOT_KINDS.map((b) => `${k} by ${b}`)).sort();
    expect([...(kinds.get('maw') ?? [])].sort()).toEqual(everyKind(['accept', 'five', 'play', 'rob']));
    expect([...(kinds.get('pope-joan') ?? [])].sort()).toEqual(everyKind(['lead']));
  });
});
