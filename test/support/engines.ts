import { Game, sealGame } from '../../src/engine';
import { maw } from '../../src/engine/games/maw/maw';
import { popeJoan } from '../../src/engine/games/pope-joan/pope-joan';
import { MatchSetup } from '../../src/matches/domain/match-setup';

/** A game with its types erased, as tests drive engines by id and read their states. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/** The hosted games' engines, by id. */
export const ENGINES: ReadonlyMap<string, AnyGame> = new Map<string, AnyGame>([
  [maw.id, maw],
  [popeJoan.id, popeJoan],
]);

export function engine(id: string): AnyGame {
  const game = ENGINES.get(id);
  if (!game) throw new Error(`no engine ${id}`);
  return game;
}

/** A match's setup for `game` with `options` (defaults unless given), as the service makes it. */
export function matchSetup(
  game: AnyGame,
  setup: { options?: Record<string, unknown>; seats: number; creatorId: string; seed: string },
): MatchSetup {
  const sealed = sealGame(game);
  const rules = sealed.configure(setup.options);
  if (!rules.ok) throw new Error(rules.error.message);
  return { game: sealed, rules: rules.value, seats: setup.seats, creatorId: setup.creatorId, seed: setup.seed };
}
