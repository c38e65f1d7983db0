import { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { BotKind } from './bot-kinds';
import { Clock } from '../common';
import { InvalidatedCache } from '../events';
import { Player } from './player';
import { NewPlayer, PlayerWithCredentials, PlayersRepository } from './players.repository';

/**
 * Players by id, from memory when recently read: every match response names
 * its players. A changed display name (or an account made a bot's) drops the player from every
 * instance's cache before the change returns.
 */
export class CachedPlayersRepository extends PlayersRepository implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly stored: PlayersRepository,
    private readonly cache: InvalidatedCache<Player>,
    private readonly clock: Clock,
  ) {
    super();
  }

  onModuleInit(): Promise<void> {
    return this.cache.listen();
  }

  onModuleDestroy(): Promise<void> {
    return this.cache.close();
  }

  create(player: NewPlayer): Promise<Player | null> {
    return this.stored.create(player);
  }

  async findById(id: string): Promise<Player | null> {
    return (await this.findByIds([id]))[0] ?? null;
  }

  findByHandle(handle: string): Promise<Player | null> {
    return this.stored.findByHandle(handle);
  }

  async findByIds(ids: readonly string[]): Promise<Player[]> {
    const now = this.clock.millis();
    const found: Player[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.cache.get(id, now);
      if (cached) found.push(cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const ticket = this.cache.ticket();
    for (const player of await this.stored.findByIds(missing)) {
      this.cache.set(player.id, player, now, ticket);
      found.push(player);
    }
    return found;
  }

  findCredentials(handle: string): Promise<PlayerWithCredentials | null> {
    return this.stored.findCredentials(handle);
  }

  async updateDisplayName(id: string, displayName: string): Promise<Player | null> {
    const player = await this.stored.updateDisplayName(id, displayName);
    await this.cache.invalidate(id);
    return player;
  }

  async becomeBot(id: string): Promise<Player | null> {
    const player = await this.stored.becomeBot(id);
    await this.cache.invalidate(id);
    return player;
  }

  builtInBot(handle: string, kind: BotKind): Promise<Player> {
    return this.stored.builtInBot(handle, kind);
  }
}
