import { SetupError } from '../../core/errors';
import { SetupInput } from '../../core/game';
import { resolveOptions } from '../../core/option-spec';
import { Result, err, ok } from '../../core/result';
import { SEED_BYTES, seedOf } from '../../random/seed';
import { draw } from '../../random/shuffle';
import { dealGame, deckFor } from './deal';
import { MAW_OPTIONS, MawOptions } from './options';
import { startGame } from './set';
import { MawState, sideOf } from './state';

/** Two players, or four in partnerships. */
export function seatCounts(options: MawOptions): readonly number[] {
  return options.partnership ? [4] : [2];
}

/** Each seat's side (maw.md, The table): partners opposite; with two players each seat is a side. */
export function sides(_options: MawOptions, players: number): readonly number[] {
  return Array.from({ length: players }, (_, seat) => sideOf(seat));
}

/** The first dealer is drawn from the seed (maw.md, Table); then the first game is dealt. */
export function setup(input: SetupInput): Result<MawState, SetupError> {
  const options = resolveOptions<MawOptions>(MAW_OPTIONS, input.options);
  if (!options.ok) return options;
  const counts = seatCounts(options.value);
  if (!counts.includes(input.players)) {
    return err({
      code: 'BAD_PLAYER_COUNT',
      message: `Maw with these options is for ${counts.join(' or ')} players, not ${input.players}`,
    });
  }
  if (!(input.seed instanceof Uint8Array) || input.seed.length !== SEED_BYTES) {
    return err({ code: 'BAD_SEED', message: `the seed must be ${SEED_BYTES} bytes` });
  }
  const seed = seedOf(input.seed);
  const players = input.players;
  const deal = dealGame(1, draw(players, seed, 'maw/first-dealer'), players, deckFor(seed, 1));
  const state: MawState = {
    options: options.value,
    seed,
    players,
    phase: 'play',
    turn: deal.leader,
    scores: [0, 0],
    deal,
    record: [],
    end: null,
  };
  return ok(startGame(state, deal));
}
