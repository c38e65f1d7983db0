import { HostedGame } from './hosted-game';

/** The games a server hosts, by id. */
export class GameCatalog {
  private readonly byId = new Map<string, HostedGame>();

  constructor(games: readonly HostedGame[]) {
    const fields = new Set<string>();
    for (const game of games) {
      if (this.byId.has(game.rules.id)) throw new Error(`two games have the id ${game.rules.id}`);
      if (fields.has(game.graphql.moveField))
        throw new Error(`two games have the move field ${game.graphql.moveField}`);
      this.byId.set(game.rules.id, game);
      fields.add(game.graphql.moveField);
    }
  }

  get(id: string): HostedGame | undefined {
    return this.byId.get(id);
  }

  list(): HostedGame[] {
    return [...this.byId.values()];
  }
}
