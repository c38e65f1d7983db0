import { AnyGame } from './core/game';

/** The games Parlour hosts, by id. */
export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();

  constructor(games: readonly AnyGame[]) {
    for (const g of games) {
      if (this.games.has(g.id)) throw new Error(`duplicate game id ${g.id}`);
      this.games.set(g.id, g);
    }
  }

  get(id: string): AnyGame | undefined {
    return this.games.get(id);
  }

  list(): AnyGame[] {
    return [...this.games.values()];
  }
}
