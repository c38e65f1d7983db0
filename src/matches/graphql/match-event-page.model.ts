import { Field, ObjectType } from '@nestjs/graphql';
import { MatchEventModel } from './match.model';

/** A page of a match's log, paged as MatchPage is. */
@ObjectType('MatchEventPage')
export class MatchEventPageModel {
  @Field(() => [MatchEventModel], { description: 'In seq order' }) items!: MatchEventModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  next!: string | null;
}
