import { Field, ID, Int, InterfaceType, ObjectType } from '@nestjs/graphql';
import { OptionSpec } from '../engine';

@InterfaceType('GameOption', {
  description: 'A declared rule variant, chosen when a match is created',
  resolveType: (o: OptionSpec) => ({ enum: 'EnumOption', boolean: 'BooleanOption', integer: 'IntegerOption' })[o.type],
})
export abstract class GameOptionModel {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'One line for people' })
  description!: string;
}

@ObjectType('EnumOption', { implements: () => [GameOptionModel] })
export class EnumOptionModel extends GameOptionModel {
  @Field(() => [String])
  values!: string[];

  @Field(() => String, { name: 'default' })
  default!: string;
}

@ObjectType('BooleanOption', { implements: () => [GameOptionModel] })
export class BooleanOptionModel extends GameOptionModel {
  @Field(() => Boolean, { name: 'default' })
  default!: boolean;
}

@ObjectType('IntegerOption', { implements: () => [GameOptionModel] })
export class IntegerOptionModel extends GameOptionModel {
  @Field(() => Int)
  min!: number;

  @Field(() => Int)
  max!: number;

  @Field(() => Int, { name: 'default' })
  default!: number;
}

@ObjectType('Game')
export class GameModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Matches are pinned to the rules version they were created under' })
  rulesVersion!: string;

  @Field(() => Int)
  minPlayers!: number;

  @Field(() => Int)
  maxPlayers!: number;

  @Field(() => [GameOptionModel])
  options!: OptionSpec[];
}
