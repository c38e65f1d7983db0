import { Field } from '@nestjs/graphql';
import { GameCatalog } from './game-catalog';
import { HostedGame } from './hosted-game';
import { TypedMoveFields } from './graphql/typed-move.input';
import { MAW } from './maw/maw.game';
import { POPE_JOAN } from './pope-joan/pope-joan.game';

/** The games Parlour hosts. */
export const HOSTED_GAMES: readonly HostedGame[] = [MAW, POPE_JOAN];

let served: GameCatalog | null = null;

/**
 * Chooses the games this process serves, HOSTED_GAMES unless told (a test
 * adds a toy game). Nest builds the code-first GraphQL schema from metadata
 * that is global to the process, and the schema names every game (the view
 * union, the typed moves), so the games are fixed once anything has read
 * them: choosing after that is refused.
 */
export function serveGames(games: readonly HostedGame[]): void {
  if (served) throw new Error('the games served are fixed once read; serve them before the first app starts');
  served = fixed(new GameCatalog(games));
}

/** The games this process serves (see serveGames). */
export function servedGames(): GameCatalog {
  served ??= fixed(new GameCatalog(HOSTED_GAMES));
  return served;
}

/** Gives SubmitMoveInput a typed-move field for each game (through TypedMoveFields, its base). */
function fixed(catalog: GameCatalog): GameCatalog {
  for (const game of catalog.list()) {
    const { moveField, moveInput } = game.graphql;
    Field(() => moveInput, { nullable: true, description: `A ${game.rules.name} move, typed` })(
      TypedMoveFields.prototype,
      moveField,
    );
  }
  return catalog;
}
