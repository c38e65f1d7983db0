import { Type } from '@nestjs/common';
import { Field, InputType, registerEnumType } from '@nestjs/graphql';

/** A move typed for its game: `{type: rob, card: 3D}` is the notation `rob 3D`; a card alone is a play. */
export interface TypedMoveInput {
  readonly type: string;
  readonly card?: string | null;
}

/**
 * A game's typed move input (`<Name>MoveInput`, its type an enum
 * `<Name>MoveType` of `types`; the first is the default).
 */
export function typedMoveInput(
  name: string,
  gameName: string,
  types: readonly [string, ...string[]],
): Type<TypedMoveInput> {
  const values = Object.fromEntries(types.map((t) => [t, t]));
  registerEnumType(values, { name: `${name}MoveType` });

  @InputType(`${name}MoveInput`, {
    description: `A ${gameName} move, typed; the notation is "type card", or the card alone for play`,
  })
  class GameMoveInput implements TypedMoveInput {
    @Field(() => values, { defaultValue: types[0] }) type!: string;
    @Field(() => String, { nullable: true, description: 'The card the move names, if any' }) card?: string | null;
  }
  return GameMoveInput;
}

/**
 * The typed-move fields of SubmitMoveInput, one per hosted game (e.g. `maw`,
 * `popeJoan`), added when the games are served (served-games.ts).
 */
@InputType({ isAbstract: true })
export abstract class TypedMoveFields {}
