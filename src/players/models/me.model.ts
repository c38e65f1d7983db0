import { Field, ID, ObjectType } from '@nestjs/graphql';
import { PlayerFields } from './public-player.model';

@ObjectType('Me', { description: 'The caller as they see themselves; private fields live only here.' })
export class MeModel extends PlayerFields {
  @Field(() => ID)
  id!: string;
}
