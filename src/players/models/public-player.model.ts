import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

/** The fields every view of a player has. */
@ObjectType({ isAbstract: true })
export class PlayerFields {
  @Field(() => String)
  handle!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;
}

@ObjectType('Player', { description: 'A player as everyone may see them.' })
export class PublicPlayerModel extends PlayerFields {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'While the player is on vacation, when it ends (their deadlines stand still meanwhile)',
  })
  awayUntil!: Date | null;
}
