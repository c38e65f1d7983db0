/**
 * Replays random playouts of every hosted game and prints moves per second
 * and the time to rebuild one whole match; then the same matches as the
 * server folds them (their logs of match events through replayMatch and the
 * sealed game), as a ratio to the engine's own replay measured in the same
 * run: what the seam costs. Run: npm run bench:engine (env BENCH_MATCHES sets
 * how many playouts per configuration).
 */
import { performance } from 'node:perf_hooks';
import { LoggedMove, OptionInput, replay } from '../src/engine';
import { MatchEvent } from '../src/matches/domain/match-event';
import { EMPTY_MATCH, replayMatch } from '../src/matches/domain/match-state';
import { AnyGame, ENGINES, matchSetup } from '../test/support/engines';
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
  const best = bestOf3(() => {
    for (const l of logs) {
      const r = replay(c.game, { players: c.players, options: c.options, seed: l.seed }, l.moves);
      if (!r.ok) throw new Error('replay failed');
    }
  });
  const seating = Array.from({ length: c.players }, (_, seat) => `p${seat}`);
  const folds = logs.map((l) => ({
    setup: matchSetup(c.game, {
      options: c.options,
      seats: c.players,
      creatorId: 'p0',
      seed: Buffer.from(l.seed).toString('hex'),
    }),
    events: [
      ...seating.map((playerId): MatchEvent => ({ kind: 'joined', playerId })),
      { kind: 'started', seating } as MatchEvent,
      ...l.moves.map((m): MatchEvent => ({ kind: 'move', seat: m.seat, move: m.text, forced: false })),
    ],
  }));
  const folded = bestOf3(() => {
    for (const f of folds) if (!replayMatch(f.setup, EMPTY_MATCH, f.events).ok) throw new Error('fold failed');
  });
  const label = `${c.game.id} ${c.players}p${c.options ? ' ' + JSON.stringify(c.options) : ''}`;
  const perMatch = best / logs.length;
  console.log(
    `${label.padEnd(32)} ${Math.round((total / best) * 1000)
      .toLocaleString('en')
      .padStart(12)} moves/s` +
      `  ${(total / logs.length).toFixed(0).padStart(6)} moves/match  ${perMatch.toFixed(3)} ms to rebuild a whole match` +
      `  server fold ${(best / folded).toFixed(2)}× the engine's speed`,
  );
}

/** Warms up with one run, then the best of three timed runs, in ms. */
function bestOf3(run: () => void): number {
  run();
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

console.log(`engine replay, ${MATCHES} random matches per configuration, best of 3, one core`);
for (const c of configs()) bench(c);
