import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { TypedMoveFields } from '../../games';
import { MatchStatusEnum, VisibilityEnum } from './match.model';

@InputType('CreateMatchInput')
export class CreateMatchInput {
  @Field(() => String) gameId!: string;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Option values by name, e.g. {"target": 5, "partnership": true}; unnamed options take their defaults',
  })
  options?: Record<string, unknown>;
  @Field(() => Int, { nullable: true, description: 'Defaults to the most players the options allow' }) seats?: number;
  @Field(() => Boolean, { defaultValue: true, description: 'Whether the creator takes a seat' }) takeSeat!: boolean;
  @Field(() => VisibilityEnum, { defaultValue: VisibilityEnum.open }) visibility!: VisibilityEnum;
  @Field(() => [String], { nullable: true, description: 'Handles invited to a private match' }) invite?: string[];
  @Field(() => Int, { nullable: true, description: 'A time limit on each decision, 1 to 30 days; none when omitted' })
  daysPerMove?: number;
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Whether the match counts for its players’ ratings (docs/ratings.md); casual unless asked',
  })
  rated!: boolean;
}

@InputType('SubmitMoveInput', {
  description: 'The move exactly once: as text, or typed in the field named after its game (e.g. maw)',
})
export class SubmitMoveInput extends TypedMoveFields {
  @Field(() => ID) matchId!: string;
  @Field(() => Int, { description: 'The match seq you decided on; a newer log refuses the move with STALE_SEQ' })
  expectedSeq!: number;
  @Field(() => String, { nullable: true, description: 'The move in text notation, e.g. 5H, rob 3D, five' })
  text?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Repeat a submission with the same key to get its original result, never a second move',
  })
  idempotencyKey?: string;
}

@InputType('MyMatchesInput')
export class MyMatchesInput {
  @Field(() => [MatchStatusEnum], { nullable: true, description: 'Any status when omitted' })
  status?: MatchStatusEnum[];
  @Field(() => Boolean, { defaultValue: false, description: 'Only the matches awaiting your decision' })
  yourTurn!: boolean;
  @Field(() => String, { nullable: true }) cursor?: string;
  @Field(() => Int, { defaultValue: 20, description: '1 to 100' }) limit!: number;
}
