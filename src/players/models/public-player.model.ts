import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
import { BotKind } from '../bot-kinds';
import { BotKindEnum } from './bot-kind.enum';

/** The fields every view of a player has. */
@ObjectType({ isAbstract: true })
export class PlayerFields {
  @Field(() => String)
  handle!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;

  @Field(() => Boolean, { description: 'A bot account: a program plays for it (docs/bots.md)' })
  bot!: boolean;

  @Field(() => BotKindEnum, {
    nullable: true,
    description: "The built-in bot that plays for this system account; null for people and third parties' bots",
  })
  botKind!: BotKind | null;
}

@ObjectType('Player', { description: 'A player as everyone may see them.' })
export class PublicPlayerModel extends PlayerFields {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'While the player is on vacation, when it ends (their deadlines stand still meanwhile)',
  })
  awayUntil!: Date | null;
}
