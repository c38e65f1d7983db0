/**
 * Writes the Maw golden playthroughs (src/engine/games/maw/golden/*.json):
 * fixed seeds played out by the seeded random driver, with the final score.
 * Run deliberately, after a rule change that bumps rulesVersion:
 * npm run golden:maw. The golden test then checks replay against them.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OptionInput, replay } from '../src/engine';
import { maw } from '../src/engine/games/maw/maw';
import { randomPlayout, testSeed, xorshift } from '../test/support/random-playout';

interface GoldenCase {
  readonly name: string;
  readonly players: number;
  readonly options: OptionInput;
  readonly seedNo: number;
}

const CASES: readonly GoldenCase[] = [
  { name: 'two-players-default', players: 2, options: {}, seedNo: 101 },
  { name: 'partnership', players: 4, options: { partnership: true }, seedNo: 202 },
  {
    name: 'variants',
    players: 2,
    options: {
      ranking: 'older',
      fiving: 'untilNewSuit',
      dealerRobsAce: true,
      followRule: 'followOrTrump',
      reneging: true,
      target: 21,
    },
    seedNo: 323,
  },
];

const dir = resolve(__dirname, '../../src/engine/games/maw/golden');
for (const c of CASES) {
  const seed = testSeed(c.seedNo);
  const { moves } = randomPlayout(maw, { players: c.players, options: c.options, seed, random: xorshift(c.seedNo) });
  const end = replay(maw, { players: c.players, options: c.options, seed }, moves);
  if (!end.ok) throw new Error(`${c.name}: replay failed`);
  const golden = {
    name: c.name,
    rulesVersion: maw.rulesVersion,
    players: c.players,
    options: c.options,
    seed: Buffer.from(seed).toString('hex'),
    moves,
    games: end.state.deal.number,
    scores: end.state.scores,
    result: maw.result(end.state),
  };
  // One move a line: diffs of a regenerated file stay readable.
  const text = JSON.stringify(golden, null, 2).replace(
    /\{\s+"seat": (\d+),\s+"text": ("[^"]*")\s+\}/g,
    '{ "seat": $1, "text": $2 }',
  );
  writeFileSync(resolve(dir, `${c.name}.json`), text + '\n');
  console.log(`${c.name}: ${moves.length} moves, ${golden.games} games, scores ${golden.scores.join('-')}`);
}
