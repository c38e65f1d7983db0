import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType('LoginResult')
export class LoginResultModel {
  @Field(() => String, { description: 'A session JWT to send as `Authorization: Bearer <accessToken>`.' })
  accessToken!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;
}
