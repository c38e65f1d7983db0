import { randomUUID } from 'node:crypto';
import { BotKind } from '../../../src/players/bot-kinds';
import { handleKey } from '../../../src/players/player-input';
import { Player } from '../../../src/players/player';
import { NewPlayer, PlayerWithCredentials, PlayersRepository } from '../../../src/players/players.repository';

/** PlayersRepository in memory, for service tests: same contract, including case-insensitive uniqueness. */
export class InMemoryPlayersRepository extends PlayersRepository {
  readonly rows = new Map<string, PlayerWithCredentials>();

  constructor(private readonly now: () => Date) {
    super();
  }

  async create(player: NewPlayer): Promise<Player | null> {
    if (this.byHandle(player.handle)) return null;
    const row = { id: randomUUID(), joinedAt: this.now(), botKind: null, ...player, bot: player.bot ?? false };
    this.rows.set(row.id, row);
    return strip(row);
  }

  async findById(id: string): Promise<Player | null> {
    const row = this.rows.get(id);
    return row ? strip(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Player[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      return row ? [strip(row)] : [];
    });
  }

  async findByHandle(handle: string): Promise<Player | null> {
    const row = this.byHandle(handle);
    return row ? strip(row) : null;
  }

  async findCredentials(handle: string): Promise<PlayerWithCredentials | null> {
    const row = this.byHandle(handle);
    return row && row.botKind === null ? row : null;
  }

  async updateDisplayName(id: string, displayName: string): Promise<Player | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const updated = { ...row, displayName };
    this.rows.set(id, updated);
    return strip(updated);
  }

  async becomeBot(id: string): Promise<Player | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const updated = { ...row, bot: true };
    this.rows.set(id, updated);
    return strip(updated);
  }

  async builtInBot(handle: string, kind: BotKind): Promise<Player> {
    const found = this.byHandle(handle);
    if (found) return strip(found);
    const row = {
      id: randomUUID(),
      joinedAt: this.now(),
      handle,
      displayName: handle,
      passwordHash: '!',
      bot: true,
      botKind: kind,
    };
    this.rows.set(row.id, row);
    return strip(row);
  }

  private byHandle(handle: string): PlayerWithCredentials | undefined {
    return [...this.rows.values()].find((row) => handleKey(row.handle) === handleKey(handle));
  }
}

function strip({ passwordHash: _hash, ...player }: PlayerWithCredentials): Player {
  return player;
}
