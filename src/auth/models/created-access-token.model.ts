import { Field, ObjectType } from '@nestjs/graphql';
import { AccessTokenModel } from './access-token.model';

@ObjectType('CreatedAccessToken')
export class CreatedAccessTokenModel {
  @Field(() => AccessTokenModel)
  token!: AccessTokenModel;

  @Field(() => String, { description: 'The secret to send as `Authorization: Bearer <secret>`. Shown this once only.' })
  secret!: string;
}
