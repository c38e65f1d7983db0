import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { sealGame } from '../engine';
import { maw } from '../engine/games/maw/maw';
import { popeJoan } from '../engine/games/pope-joan/pope-joan';
import type { MatchDto } from '../matches/api/match-output';
import { MatchPresenter } from '../matches/api/match-presenter';
import { matchAt } from '../../test/support/bot-turns';
import { table as mawTable } from '../../test/support/maw-table';
import { table as popeJoanTable } from '../../test/support/pope-joan-table';
import { ArenaMatch } from './arena-match';
import type { Bot, BotTurn } from './bot';
import { botRandom } from './bot-random';
import { BOT_KINDS, botFor } from './brains';
import type { DeepReadonly } from './deep-readonly';

/** True exactly when A and B are the same type (not merely assignable either way). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const BOTS: readonly Bot[] = ['maw', 'pope-joan'].flatMap((gameId) =>
  BOT_KINDS.map((kind) => {
    const bot = botFor(gameId, kind);
    if (!bot) throw new Error(`no ${kind} bot for ${gameId}`);
    return bot;
  }),
);
const botsOf = (gameId: string) => BOTS.filter((b) => b.gameId === gameId);

/** Lints `source` as if it were a file of src/bots/brains, with the project's configuration, in its own process. */
function lintBrain(source: string): { ruleId: string | null; message: string; line: number }[] {
  const root = join(__dirname, '../..');
  const eslint = join(root, 'node_modules/eslint/bin/eslint.js');
  // The file is not on disk, so no TypeScript project holds it: the type-aware rules, which need one, are left out.
  const untyped = ['--parser-options', 'projectService:false'].concat(
    ['no-floating-promises', 'no-misused-promises'].flatMap((rule) => ['--rule', `@typescript-eslint/${rule}: off`]),
  );
  const args = [eslint, '--format', 'json', '--stdin', '--stdin-filename', 'src/bots/brains/leak.ts', ...untyped];
  let out: string;
  try {
    out = execFileSync(process.execPath, args, { cwd: root, input: source, encoding: 'utf8' });
  } catch (e) {
    // eslint exits 1 when it reports errors; its report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const [file] = JSON.parse(out) as [{ messages: { ruleId: string | null; message: string; line: number }[] }];
  return file.messages;
}

/** A deep copy of a turn that nothing can write to: a bot that tried would throw. */
function frozen<T>(value: T): T {
  const copy = structuredClone(value);
  const freeze = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
    Object.freeze(v);
    for (const inner of Object.values(v)) freeze(inner);
  };
  freeze(copy);
  return copy;
}

describe('a bot sees only its seat', () => {
  it('is handed exactly the API’s answer to its seat, read-only (a compile-time check that typecheck runs)', () => {
    const handed: Equals<Parameters<Bot['choose']>[0], BotTurn> = true;
    const api: Equals<BotTurn, DeepReadonly<MatchDto>> = true;
    expect([handed, api]).toEqual([true, true]);
  });

  it('has brains that cannot import the match state, the engine’s games or the server (eslint)', () => {
    const leaks = lintBrain(
      [
        "import { MatchState } from '../../matches/domain/match-state';",
        "import { MawState } from '../../engine/games/maw/state';",
        "import { Table } from '../../engine';",
        "import { MatchReader } from '../../matches/reading/match-reader';",
        "import { readFileSync } from 'node:fs';",
        "import { PrismaClient } from '@prisma/client';",
        "import type { BotTurn } from '../bot';",
        "import { parseCard } from '../../engine/cards/notation';",
        "import { pick } from './random-bot';",
        'export type Leaks = [MatchState, MawState, Table, MatchReader, BotTurn];',
        'export const used = [readFileSync, PrismaClient, parseCard, pick, Math.random()];',
      ].join('\n'),
    );
    const refused = leaks.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
    expect(refused).toEqual([1, 2, 3, 4, 5, 6]);
    expect(leaks.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.line)).toEqual([11]);
  });

  it('is handed by the arena exactly what the presenter answers its seat', () => {
    const presented: BotTurn[] = [];
    const real = MatchPresenter.prototype.match;
    const watched = jest.spyOn(MatchPresenter.prototype, 'match').mockImplementation(function (
      this: MatchPresenter,
      m,
    ) {
      const answer = real.call(this, m);
      presented.push(answer);
      return answer;
    });
    try {
      const handed: BotTurn[] = [];
      const bots = botsOf('pope-joan').map((bot): Bot => ({
        ...bot,
        choose: (turn, random) => (handed.push(turn), bot.choose(turn, random)),
      }));
      const match = new ArenaMatch(sealGame(popeJoan), {}, 4, 'presented');
      match.playOut([bots[0], bots[1], bots[0], bots[1]]);
      expect(handed.length).toBeGreaterThan(10);
      expect(handed).toEqual(presented);
      handed.forEach((turn, i) => expect(turn).toBe(presented[i]));
    } finally {
      watched.mockRestore();
    }
  });

  it('decides the same for the same turn and random source, and never writes to what it is handed', () => {
    for (const [game, options, players] of [
      [sealGame(maw), { partnership: true, target: 11 }, 4],
      [sealGame(popeJoan), {}, 5],
    ] as const) {
      const match = new ArenaMatch(game, options, players, 'pure');
      const bots = botsOf(game.id);
      for (let step = 0; match.awaited() !== null; step++) {
        const seat = match.awaited() ?? 0;
        const turn = match.turnOf(seat);
        const random = () => botRandom(turn.id, turn.seq, seat);
        for (const bot of bots) expect(bot.choose(frozen(turn), random())).toBe(bot.choose(turn, random()));
        match.step(Array(players).fill(bots[step % bots.length]));
      }
    }
  });

  it('cannot tell apart two Maw tables that differ only in what its seat cannot see', () => {
    // Seat 0 leads; seat 1's hand and the stock under the turn-up hold other cards.
    const spec = (other: string[], stock: string[]) => ({
      dealer: 1,
      hands: [['7S', '3D', '4D', '6D', 'JD'], other],
      stock: ['9C', ...stock],
      options: { fiving: 'off' },
    });
    const at = (other: string[], stock: string[]) => matchAt(maw, { fiving: 'off' }, 2, mawTable(spec(other, stock)));
    const one = at(['10S', 'KS', '6S', '2H', '3H'], ['5C', 'AH']);
    const two = at(['5C', 'AH', 'QS', '2H', '3H'], ['10S', 'KS']);
    expect(two.turn(1)).not.toEqual(one.turn(1));
    expect(two.turn(0)).toEqual(one.turn(0));
    for (const bot of botsOf('maw'))
      expect(bot.choose(two.turn(0), botRandom('m', 3, 0))).toBe(bot.choose(one.turn(0), botRandom('m', 3, 0)));
  });

  it('cannot tell apart two Pope Joan tables whose other hands and dead hand hold other cards', () => {
    const mine = ['2C', '4C', '6C', 'QS', 'KS', '9D'];
    const spec = (seat1: string[], seat2: string[]) => ({
      players: 3,
      dealer: 2,
      hands: [mine, seat1, seat2],
      turnUp: '2C',
    });
    const one = matchAt(popeJoan, {}, 3, popeJoanTable(spec(['3C', '5C', '7C'], ['3H', '4H', '5H'])));
    const two = matchAt(popeJoan, {}, 3, popeJoanTable(spec(['3H', '4H', '7H'], ['8C', '10S', 'JS'])));
    expect(two.turn(1)).not.toEqual(one.turn(1));
    expect(two.turn(0)).toEqual(one.turn(0));
    for (const bot of botsOf('pope-joan'))
      expect(bot.choose(two.turn(0), botRandom('m', 3, 0))).toBe(bot.choose(one.turn(0), botRandom('m', 3, 0)));
  });
});
