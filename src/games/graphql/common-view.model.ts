import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Decision', { description: 'Whose decision it is and what kind (e.g. play, lead, five, rob)' })
export class DecisionModel {
  @Field(() => [Int])
  seats!: number[];

  @Field(() => String)
  kind!: string;
}

@ObjectType('Standing')
export class StandingModel {
  @Field(() => Int)
  seat!: number;

  @Field(() => Int, { description: '1 is best; equal scores share a rank' })
  rank!: number;

  @Field(() => Int)
  score!: number;
}

@ObjectType('GameResult')
export class GameResultModel {
  @Field(() => [StandingModel])
  standings!: StandingModel[];

  @Field(() => String, { description: 'Why it ended, e.g. TARGET_REACHED, DEALS_PLAYED, RESIGNED' })
  reason!: string;
}

@ObjectType('CardPlay', { description: 'A card played by a seat (cards in notation: 5H, AH, 10C)' })
export class CardPlayModel {
  @Field(() => Int)
  seat!: number;

  @Field(() => String)
  card!: string;
}
