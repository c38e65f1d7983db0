import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { parseInput } from '../common/validation/parse-input';
import { Player, PublicPlayer, publicView } from './player';
import { updateProfileSchema } from './player-input';
import { PlayersRepository } from './players.repository';

@Injectable()
export class PlayersService {
  constructor(private readonly players: PlayersRepository) {}

  /** The caller's own profile. */
  async me(playerId: string): Promise<Player> {
    return this.required(await this.players.findById(playerId));
  }

  /** Anyone's public profile, by handle in any case. */
  async profile(handle: string): Promise<PublicPlayer> {
    return publicView(this.required(await this.players.findByHandle(handle)));
  }

  async updateProfile(playerId: string, input: unknown): Promise<Player> {
    const { displayName } = parseInput(updateProfileSchema, input);
    return this.required(await this.players.updateDisplayName(playerId, displayName));
  }

  private required(player: Player | null): Player {
    if (!player) throw new DomainError('NOT_FOUND', 'no such player');
    return player;
  }
}
