/**
 * Writes the Pope Joan golden playthroughs (src/engine/games/pope-joan/golden/).
 * Run only when a rules change is meant to change them: npm run golden:pope-joan.
 * The golden test replays these files; it never regenerates them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OptionInput } from '../src/engine/core/option-spec';
import { popeJoan } from '../src/engine/games/pope-joan/pope-joan';
import { COMPARTMENTS } from '../src/engine/games/pope-joan/compartments';
import { readDeal } from '../src/engine/games/pope-joan/deal-record';
import { PopeJoanState } from '../src/engine/games/pope-joan/state';
import { randomPlayout, testSeed, xorshift } from '../test/support/random-playout';

interface Case {
  readonly name: string;
  readonly players: number;
  readonly seed: number;
  readonly options: OptionInput;
}

const CASES: readonly Case[] = [
  { name: '3-players-defaults', players: 3, seed: 116, options: {} },
  { name: '5-players-defaults', players: 5, seed: 202, options: {} },
  { name: '8-players-defaults', players: 8, seed: 303, options: {} },
  {
    name: '4-players-variants',
    players: 4,
    seed: 401,
    options: {
      startingCounters: 30,
      dressing: 'shared',
      dealerSeesDeadHand: true,
      turnUpToDeadHand: true,
      popeTurnUp: 'hoyle',
      leadRule: 'lowestInHand',
      newSuitAfterStop: true,
      splitPairs: true,
      popeHolderPays: 'double',
      deals: 3,
    },
  },
];

const dir = join(__dirname, '..', '..', 'src', 'engine', 'games', 'pope-joan', 'golden');
for (const c of CASES) {
  const seed = testSeed(c.seed);
  const { moves, states } = randomPlayout(popeJoan, {
    players: c.players,
    options: c.options,
    seed,
    random: xorshift(c.seed),
    keepStates: true,
  });
  const end: PopeJoanState = states[states.length - 1];
  const golden = {
    rulesVersion: popeJoan.rulesVersion,
    players: c.players,
    seed: Buffer.from(seed).toString('hex'),
    options: c.options,
    moves: moves.map((m) => `${m.seat} ${m.text}`),
    deals: end.record
      .map(readDeal)
      .map((r) => ({ deal: r.number, dealer: r.dealer, outcome: r.outcome, winner: r.winner })),
    final: {
      counters: end.counters,
      board: Object.fromEntries(COMPARTMENTS.map((name, i) => [name, end.board[i]])),
      result: popeJoan.result(end),
    },
  };
  writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(golden, null, 1) + '\n');
  console.log(`${c.name}: ${moves.length} moves, ${end.record.length} deals, ${end.over}`);
}
