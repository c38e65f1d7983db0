import { Field, ObjectType } from '@nestjs/graphql';
import { MeModel } from '../../players/models';
import { LoginResultModel } from './login-result.model';

@ObjectType('RegisterResult', { description: 'The new player, and a session as login opens one.' })
export class RegisterResultModel extends LoginResultModel {
  @Field(() => MeModel)
  player!: MeModel;
}
