import { Injectable } from '@nestjs/common';
import { GameCatalog } from './game-catalog';
import { GameInfo, gameInfo } from './game-info';

@Injectable()
export class GamesService {
  constructor(private readonly catalog: GameCatalog) {}

  list(): GameInfo[] {
    return this.catalog.list().map((game) => gameInfo(game.rules));
  }

  find(id: string): GameInfo | undefined {
    const game = this.catalog.get(id);
    return game && gameInfo(game.rules);
  }
}
