import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CardPlayModel, DecisionModel, GameResultModel } from '../graphql/common-view.model';
import { GameViewModel } from '../graphql/game-view.model';

@ObjectType('MawTrick')
export class MawTrickModel {
  @Field(() => Int)
  leader!: number;

  @Field(() => [CardPlayModel])
  cards!: CardPlayModel[];

  @Field(() => Int, { nullable: true, description: 'Null while the trick is in progress' })
  winner!: number | null;
}

@ObjectType('MawRobbery')
export class MawRobberyModel {
  @Field(() => Int)
  seat!: number;

  @Field(() => String, { description: 'The turn-up taken into hand' })
  took!: string;

  @Field(() => Int)
  cardsPlayedBefore!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Only the robber sees it during the game (null for everyone else); everyone in the record',
  })
  discard!: string | null;
}

@ObjectType('MawGame', { description: 'The game (deal) in progress' })
export class MawGameModel {
  @Field(() => Int)
  number!: number;

  @Field(() => Int)
  dealer!: number;

  @Field(() => String, { description: 'Suit letter: C, D, H or S' })
  trumps!: string;

  @Field(() => String)
  turnUp!: string;

  @Field(() => [String])
  setAside!: string[];

  @Field(() => MawRobberyModel, { nullable: true })
  robbery!: MawRobberyModel | null;

  @Field(() => [Int])
  handSizes!: number[];

  @Field(() => MawTrickModel)
  trick!: MawTrickModel;

  @Field(() => [MawTrickModel])
  tricks!: MawTrickModel[];

  @Field(() => [Int], { description: 'By side (seat % 2)' })
  tricksWon!: number[];

  @Field(() => [Int], { description: 'Points scored in this game so far, by side' })
  points!: number[];
}

@ObjectType('MawRecordedGame', { description: 'A finished game: its hands as dealt and the discard are public' })
export class MawRecordedGameModel {
  @Field(() => Int)
  number!: number;

  @Field(() => Int)
  dealer!: number;

  @Field(() => String)
  trumps!: string;

  @Field(() => [String])
  turnUps!: string[];

  @Field(() => [[String]])
  dealt!: string[][];

  @Field(() => MawRobberyModel, { nullable: true })
  robbery!: MawRobberyModel | null;

  @Field(() => [MawTrickModel])
  tricks!: MawTrickModel[];

  @Field(() => [Int])
  points!: number[];

  @Field(() => Boolean, { description: 'False for a game cut short by the end of the set' })
  complete!: boolean;
}

@ObjectType('MawView', { description: 'Maw as one viewer may see it' })
export class MawViewModel extends GameViewModel {
  @Field(() => Int)
  players!: number;

  @Field(() => [Int], { description: 'Set score by side: seat s plays for side s % 2' })
  scores!: number[];

  @Field(() => DecisionModel, { nullable: true })
  decision!: DecisionModel | null;

  @Field(() => [String], { nullable: true, description: 'The viewer’s own hand; null for a spectator' })
  hand!: string[] | null;

  @Field(() => MawGameModel)
  game!: MawGameModel;

  @Field(() => [MawRecordedGameModel])
  record!: MawRecordedGameModel[];

  @Field(() => GameResultModel, { nullable: true })
  result!: GameResultModel | null;
}
