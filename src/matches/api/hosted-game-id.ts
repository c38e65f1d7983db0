import { DomainError } from '../../common';
import { GameCatalog } from '../../games';

/** A game filter as given, once it is known to name a game this server hosts: NOT_FOUND naming `gameId` otherwise. */
export function hostedGameId(catalog: GameCatalog, gameId: string | null): string | null {
  if (gameId !== null && !catalog.get(gameId))
    throw new DomainError('NOT_FOUND', `no game "${gameId}"`, { field: 'gameId' });
  return gameId;
}
