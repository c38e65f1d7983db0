import { Injectable } from '@nestjs/common';
import { BotKind, builtInBotHandle } from './bot-kinds';
import { Clock, DomainError, parseInput } from '../common';
import { VacationsRepository, endOf } from '../vacations/store';
import { Player, PlayerProfile, PublicPlayer, publicView } from './player';
import { handleSchema, updateProfileSchema } from './player-input';
import { PlayersRepository } from './players.repository';

@Injectable()
export class PlayersService {
  constructor(
    private readonly players: PlayersRepository,
    private readonly vacations: VacationsRepository,
    private readonly clock: Clock,
  ) {}

  /** The caller's own profile. */
  async me(playerId: string): Promise<Player> {
    return this.required(await this.players.findById(playerId));
  }

  /**
   * Anyone's public profile, by handle in any case, with the end of the
   * vacation they are on, if any; a text no handle can be names nobody, unlooked-for.
   */
  async profile(handle: string): Promise<PlayerProfile> {
    const found = handleSchema.safeParse(handle).success ? await this.players.findByHandle(handle) : null;
    const player = this.required(found);
    const now = this.clock.now();
    const [away] = await this.vacations.runningAt([player.id], now);
    return { ...publicView(player), awayUntil: away ? new Date(endOf(away)) : null };
  }

  /**
   * Makes the caller's account a bot account, for a program of theirs to
   * play (docs/bots.md): shown as a bot wherever the player is, and able to
   * hold `bot:play` tokens. It stays one; asking again changes nothing.
   */
  async becomeBot(playerId: string): Promise<Player> {
    return this.required(await this.players.becomeBot(playerId));
  }

  /**
   * The first `count` system accounts of a built-in bot (`heuristic-bot`,
   * `heuristic-bot-2`, …), made as they are first needed: one for each seat
   * a match may give the bot.
   */
  builtInBots(kind: BotKind, count: number): Promise<Player[]> {
    return Promise.all(
      Array.from({ length: count }, (_, i) => this.players.builtInBot(builtInBotHandle(kind, i + 1), kind)),
    );
  }

  async updateProfile(playerId: string, input: unknown): Promise<Player> {
    const { displayName } = parseInput(updateProfileSchema, input);
    return this.required(await this.players.updateDisplayName(playerId, displayName));
  }

  /** Player ids for handles (any case); NOT_FOUND names the first unknown handle, under `field`. */
  async idsOf(handles: readonly string[], field: string): Promise<string[]> {
    const found = await Promise.all(
      handles.map(async (handle) => ({ handle, player: await this.players.findByHandle(handle) })),
    );
    const missing = found.find((f) => f.player === null);
    if (missing) throw new DomainError('NOT_FOUND', `no player "${missing.handle}"`, { field });
    return found.map((f) => (f.player as Player).id);
  }

  /** Public profiles by player id, for showing who sits where. */
  async publicByIds(ids: readonly string[]): Promise<Map<string, PublicPlayer>> {
    const players = await this.players.findByIds([...new Set(ids)]);
    return new Map(players.map((p) => [p.id, publicView(p)]));
  }

  private required(player: Player | null): Player {
    if (!player) throw new DomainError('NOT_FOUND', 'no such player');
    return player;
  }
}
