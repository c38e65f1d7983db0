import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType('Player', { description: 'A player as everyone may see them.' })
export class PublicPlayerModel {
  @Field(() => String)
  handle!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;
}
