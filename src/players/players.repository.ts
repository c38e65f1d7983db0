import { BotKind } from './bot-kinds';
import { Player } from './player';

export interface NewPlayer {
  readonly handle: string;
  readonly displayName: string;
  readonly passwordHash: string;
  /** A bot account for a third party's program; false when absent. */
  readonly bot?: boolean;
}

export interface PlayerWithCredentials extends Player {
  readonly passwordHash: string;
}

/** Storage of players. The only class that touches the database for them is its Prisma implementation. */
export abstract class PlayersRepository {
  /** The new player, or null when the handle (case-insensitively) is taken. */
  abstract create(player: NewPlayer): Promise<Player | null>;
  abstract findById(id: string): Promise<Player | null>;
  abstract findByHandle(handle: string): Promise<Player | null>;
  /** The players among `ids` that exist, in any order. */
  abstract findByIds(ids: readonly string[]): Promise<Player[]>;
  abstract findCredentials(handle: string): Promise<PlayerWithCredentials | null>;
  /** The updated player, or null when there is no such player. */
  abstract updateDisplayName(id: string, displayName: string): Promise<Player | null>;
  /** Makes a player's account a bot account; the player, or null when there is no such player. */
  abstract becomeBot(id: string): Promise<Player | null>;
  /**
   * The system account of a built-in bot by its reserved handle, made the
   * first time it is asked for (it has no password: nobody logs in as it).
   */
  abstract builtInBot(handle: string, kind: BotKind): Promise<Player>;
}
