import { SetupError } from '../../core/errors';
import { SetupInput } from '../../core/game';
import { Result, err, ok } from '../../core/result';
import { SEED_BYTES, seedOf } from '../../random/seed';
import { draw } from '../../random/shuffle';
import { COMPARTMENTS } from './compartments';
import { beginDeal } from './deal-cycle';
import { resolvePopeJoanOptions } from './options';
import { PopeJoanState } from './state';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;

/** A new match: counters handed out, the first dealer drawn from the seed (rule 1), the first deal dealt. */
export function setup(input: SetupInput): Result<PopeJoanState, SetupError> {
  const { players } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return err({ code: 'BAD_PLAYER_COUNT', message: `Pope Joan is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players` });
  }
  if (!(input.seed instanceof Uint8Array) || input.seed.length !== SEED_BYTES)
    return err({ code: 'BAD_SEED', message: `the seed must be ${SEED_BYTES} bytes` });
  const seed = seedOf(input.seed);
  const options = resolvePopeJoanOptions(input.options);
  if (!options.ok) return options;
  const match = {
    options: options.value,
    seed,
    players,
    counters: new Array<number>(players).fill(options.value.startingCounters),
    board: new Array<number>(COMPARTMENTS.length).fill(0),
    status: new Array<'playing'>(players).fill('playing'),
    dealsDealt: new Array<number>(players).fill(0),
    record: [],
    over: null,
  };
  return ok(beginDeal(match, draw(players, seed, 'pope-joan/first-dealer')));
}
