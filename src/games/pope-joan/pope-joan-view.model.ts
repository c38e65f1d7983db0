import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CardPlayModel, DecisionModel, GameResultModel } from '../graphql/common-view.model';
import { GameViewModel } from '../graphql/game-view.model';

@ObjectType('PopeJoanBoard', { description: 'Counters on each compartment of the staking board' })
export class PopeJoanBoardModel {
  @Field(() => Int) pope!: number;
  @Field(() => Int) matrimony!: number;
  @Field(() => Int) intrigue!: number;
  @Field(() => Int) ace!: number;
  @Field(() => Int) king!: number;
  @Field(() => Int) queen!: number;
  @Field(() => Int) jack!: number;
  @Field(() => Int) game!: number;
}

@ObjectType('PopeJoanTurnUp')
export class PopeJoanTurnUpModel {
  @Field(() => String)
  card!: string;

  @Field(() => Int, { nullable: true, description: 'The seat that received it; null when it is in the dead hand' })
  holder!: number | null;
}

@ObjectType('PopeJoanDealRecord', { description: 'A finished deal: its remaining hands and the dead hand are public' })
export class PopeJoanDealRecordModel {
  @Field(() => Int) deal!: number;
  @Field(() => Int) dealer!: number;
  @Field(() => String) trumps!: string;
  @Field(() => PopeJoanTurnUpModel) turnUp!: PopeJoanTurnUpModel;
  @Field(() => String, { description: 'wentOut, popeTurnUp or abandoned' }) outcome!: string;
  @Field(() => Int, { nullable: true }) winner!: number | null;
  @Field(() => [CardPlayModel]) plays!: CardPlayModel[];
  @Field(() => [[String]], { description: 'Cards left in each seat’s hand when the deal ended' }) hands!: string[][];
  @Field(() => [String]) deadHand!: string[];
}

@ObjectType('PopeJoanView', { description: 'Pope Joan as one viewer may see it' })
export class PopeJoanViewModel extends GameViewModel {
  @Field(() => Int) players!: number;
  @Field(() => [Int]) counters!: number[];
  @Field(() => [String], { description: 'playing, bankrupt or resigned, by seat' }) status!: string[];
  @Field(() => PopeJoanBoardModel) board!: PopeJoanBoardModel;
  @Field(() => Int) deal!: number;
  @Field(() => Int) dealer!: number;
  @Field(() => Int) eldest!: number;
  @Field(() => String) trumps!: string;
  @Field(() => PopeJoanTurnUpModel) turnUp!: PopeJoanTurnUpModel;
  @Field(() => [CardPlayModel], { description: 'Cards played in this deal, in order' }) plays!: CardPlayModel[];
  @Field(() => [Int]) handSizes!: number[];
  @Field(() => Int) deadHandSize!: number;
  @Field(() => [Boolean], { description: 'Seats whose hands are played this deal' }) live!: boolean[];
  @Field(() => DecisionModel, { nullable: true }) decision!: DecisionModel | null;
  @Field(() => [String], { nullable: true, description: 'The viewer’s own hand' }) hand!: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only for the dealer under dealerSeesDeadHand' }) deadHand!:
    string[] | null;
  @Field(() => [PopeJoanDealRecordModel]) record!: PopeJoanDealRecordModel[];
  @Field(() => String, {
    nullable: true,
    description: 'Why the match ended: DEALS_PLAYED, or TOO_FEW_PLAYERS when fewer than three can play on',
  })
  over!: string | null;
  @Field(() => GameResultModel, { nullable: true }) result!: GameResultModel | null;
}
