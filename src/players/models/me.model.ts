import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Me', { description: 'The caller as they see themselves; private fields live only here.' })
export class MeModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  handle!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;
}
