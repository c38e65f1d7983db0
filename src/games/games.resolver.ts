import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth';
import { GameInfo } from './game-info';
import { GameModel } from './game.model';
import { GamesService } from './games.service';

@Public()
@Resolver(() => GameModel)
export class GamesResolver {
  constructor(private readonly catalog: GamesService) {}

  @Query(() => [GameModel], { description: 'The games Parlour hosts, with their options' })
  games(): GameInfo[] {
    return this.catalog.list();
  }

  @Query(() => GameModel, { nullable: true })
  game(@Args('id', { type: () => ID }) id: string): GameInfo | undefined {
    return this.catalog.find(id);
  }
}
