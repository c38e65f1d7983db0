/**
 * The bots' arena: the heuristic bots against random ones, in matches built
 * from the engine and folded as the server folds them, each bot handed its
 * turn by the real presenter (no server, no database). npm run bots:arena
 * [-- --maw N --pope-joan N --seed S]; docs/bots.md (Strength) has its figures.
 */
import { parseArgs } from 'node:util';
import { ArenaLine, runArena } from '../src/bots/arena';

const { values } = parseArgs({
  options: {
    maw: { type: 'string', default: '1000' },
    'pope-joan': { type: 'string', default: '1000' },
    seed: { type: 'string', default: 'arena' },
  },
});

function whole(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} is a count of matches, not ${text}`);
  return n;
}

const plan = { seed: values.seed, maw: whole('maw', values.maw), popeJoan: whole('pope-joan', values['pope-joan']) };
const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
const fixed = (x: number) => x.toFixed(2);

console.log(`bots:arena --seed ${plan.seed} --maw ${plan.maw} --pope-joan ${plan.popeJoan}`);
const lines: readonly ArenaLine[] = runArena(plan);
for (const l of lines) {
  console.log(`\n${l.label}: ${l.matches}, seeds ${plan.seed}|…|0..${l.matches - 1}`);
  console.log(`  heuristic won ${l.wins} (${percent(l.wins / Math.max(1, l.matches))})`);
  console.log(`  average rank: heuristic ${fixed(l.heuristicRank)}, random ${fixed(l.randomRank)}`);
  console.log(`  average score: heuristic ${fixed(l.heuristicScore)}, random ${fixed(l.randomScore)}`);
  console.log(
    `  ${l.decisions} decisions in ${l.seconds.toFixed(1)} s: ${fixed(l.matches / l.seconds)} matches/s, ${Math.round(l.decisions / l.seconds)} decisions/s`,
  );
}
