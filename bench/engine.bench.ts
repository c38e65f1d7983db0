/**
 * Replays random playouts of every registered game and prints moves per
 * second and the time to rebuild one whole match. Run: npm run bench:engine
 * (env BENCH_MATCHES sets how many playouts per configuration).
 */
import { performance } from 'node:perf_hooks';
import { LoggedMove, OptionInput, replay } from '../src/engine';
import { AnyGame, ENGINES } from '../test/support/engines';
import { randomPlayout, testSeed, xorshift } from '../test/support/random-playout';

interface Config {
  readonly game: AnyGame;
  readonly players: number;
  readonly options?: OptionInput;
}

const MATCHES = Number(process.env.BENCH_MATCHES ?? 200);

function configs(): Config[] {
  const out: Config[] = [];
  for (const game of ENGINES.values()) {
    const options = game.resolveOptions({});
    if (!options.ok) throw new Error(options.error.message);
    for (const players of game.seatCounts(options.value)) out.push({ game, players });
    if (game.id === 'maw') out.push({ game, players: 4, options: { partnership: true } });
  }
  return out;
}

function bench(c: Config): void {
  const logs: { seed: Uint8Array; moves: LoggedMove[] }[] = [];
  for (let i = 0; i < MATCHES; i++) {
    const seed = testSeed(i);
    logs.push({
      seed,
      moves: randomPlayout(c.game, { players: c.players, options: c.options, seed, random: xorshift(i + 7) }).moves,
    });
  }
  const total = logs.reduce((n, l) => n + l.moves.length, 0);
  // Warm up, then measure the best of three rounds.
  for (const l of logs) replay(c.game, { players: c.players, options: c.options, seed: l.seed }, l.moves);
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    for (const l of logs) {
      const r = replay(c.game, { players: c.players, options: c.options, seed: l.seed }, l.moves);
      if (!r.ok) throw new Error('replay failed');
    }
    best = Math.min(best, performance.now() - t0);
  }
  const label = `${c.game.id} ${c.players}p${c.options ? ' ' + JSON.stringify(c.options) : ''}`;
  const perMatch = best / logs.length;
  console.log(
    `${label.padEnd(32)} ${Math.round((total / best) * 1000)
      .toLocaleString('en')
      .padStart(12)} moves/s` +
      `  ${(total / logs.length).toFixed(0).padStart(6)} moves/match  ${perMatch.toFixed(3)} ms to rebuild a whole match`,
  );
}

console.log(`engine replay, ${MATCHES} random matches per configuration, best of 3, one core`);
for (const c of configs()) bench(c);
