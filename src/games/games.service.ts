import { Injectable } from '@nestjs/common';
import { GAMES } from '../engine/games';
import { GameInfo, gameInfo } from './game-info';

@Injectable()
export class GamesService {
  list(): GameInfo[] {
    return GAMES.list().map(gameInfo);
  }

  find(id: string): GameInfo | undefined {
    const game = GAMES.get(id);
    return game && gameInfo(game);
  }
}
