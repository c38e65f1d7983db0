import { Type } from '@nestjs/common';
import { z } from 'zod';
import { BaseMove, Game, ResolvedOptions, SealedGame, sealGame } from '../engine';
import { GameViewModel } from './graphql/game-view.model';
import { TypedMoveInput, typedMoveInput } from './graphql/typed-move.input';

/**
 * The fields a game's GraphQL view type must declare: every field of the
 * engine's view except `viewer` (the presenter gives `seat` instead) and
 * `options` (the match carries them).
 */
export type ViewFields<V> = { readonly [K in Exclude<keyof V, 'viewer' | 'options'>]: unknown };

/**
 * A game's view as the presenter sends it over REST: the engine's, with
 * `viewer` replaced by the game's id and the viewer's seat.
 */
export type ViewJson<V> = { readonly gameId: string; readonly seat: number | null } & {
  readonly [K in Exclude<keyof V, 'viewer'>]: V[K];
};

/**
 * One game as Parlour hosts it: its rules with their types sealed in, and how
 * its view and its typed moves appear in the GraphQL schema. The server holds
 * games only as this; adding a game is writing one of these (docs/architecture.md).
 */
export interface HostedGame {
  readonly rules: SealedGame;
  readonly graphql: {
    /** The game's view as an object type: a member of the GameView union. */
    readonly view: Type<GameViewModel>;
    /** The field of SubmitMoveInput that takes this game's typed move (e.g. `popeJoan`). */
    readonly moveField: string;
    readonly moveInput: Type<TypedMoveInput>;
  };
  /** The game's view as REST sends it, a named schema: a member of the OpenAPI document's GameView. */
  readonly viewSchema: z.ZodType;
}

export interface GameDefinition<S, M extends BaseMove, V extends object, O extends ResolvedOptions> {
  readonly engine: Game<S, M, V, O>;
  /** Prefixes the game's GraphQL types (e.g. `PopeJoan`: PopeJoanMoveInput, PopeJoanMoveType). */
  readonly graphqlName: string;
  /**
   * The view as a GraphQL object type, extending GameViewModel: checked at
   * compile time to declare every field of the engine's view.
   */
  readonly view: Type<ViewFields<V> & GameViewModel>;
  /** The move types a typed move may name (resigning has its own operation). */
  readonly moveTypes: readonly [string, ...string[]];
  /**
   * The view as REST sends it, a schema named by apiSchema (`<graphqlName>View`):
   * the compiler refuses one that lacks a field of the engine's view or
   * types one otherwise; the tests check real views against it.
   */
  readonly viewSchema: z.ZodType<ViewJson<V>>;
}

/** Binds a game's engine, view type and typed moves into one hosted game. */
export function hostGame<S, M extends BaseMove, V extends object, O extends ResolvedOptions>(
  definition: GameDefinition<S, M, V, O>,
): HostedGame {
  const { engine, graphqlName, view, moveTypes, viewSchema } = definition;
  return {
    rules: sealGame(engine),
    viewSchema,
    graphql: {
      view,
      moveField: graphqlName.charAt(0).toLowerCase() + graphqlName.slice(1),
      moveInput: typedMoveInput(graphqlName, engine.name, moveTypes),
    },
  };
}
