import { Field, Int, ObjectType } from '@nestjs/graphql';

/** What every game's view type carries besides the engine's view: the game it is of, and the viewer's seat. */
@ObjectType({ isAbstract: true })
export abstract class GameViewModel {
  @Field(() => String, { description: 'The game this is a view of (the match’s gameId)' })
  gameId!: string;

  @Field(() => Int, { nullable: true, description: 'The viewer’s seat; null for a spectator' })
  seat!: number | null;
}
