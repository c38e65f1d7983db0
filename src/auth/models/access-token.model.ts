import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('AccessToken', { description: 'A personal access token, without its secret.' })
export class AccessTokenModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [String], { description: 'Some of match:read, match:play, account:read.' })
  scopes!: string[];

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  revokedAt!: Date | null;
}

@ObjectType('AccessTokenPage', { description: 'A page of your access tokens, paged as MatchPage is.' })
export class AccessTokenPageModel {
  @Field(() => [AccessTokenModel]) items!: AccessTokenModel[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  next!: string | null;
}
