import { createUnionType } from '@nestjs/graphql';
import { servedGames } from '../served-games';

/** Every served game's view type; a view is told apart by the `gameId` the presenter tags it with. */
export const GameViewUnion = createUnionType({
  name: 'GameView',
  description: 'The game as the caller may see it, typed per game',
  types: () =>
    servedGames()
      .list()
      .map((game) => game.graphql.view),
  resolveType: (view: { readonly gameId: string }) => servedGames().get(view.gameId)?.graphql.view,
});
