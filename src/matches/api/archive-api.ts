import { Injectable } from '@nestjs/common';
import { Clock, parseInput } from '../../common';
import { GameCatalog } from '../../games';
import { PlayersService } from '../../players';
import { ArchiveSearch } from '../reading/archive-search';
import { archiveCursor } from './cursors';
import { hostedGameId } from './hosted-game-id';
import { ArchivePageDto, HeadToHeadDto, PlayerStatsDto } from './archive-output';
import { archiveSchema, headToHeadSchema, statsSchema } from './match-input';
import { MatchPresenter } from './match-presenter';
import { SearchResolver } from './search-resolver';

/**
 * The archive's search and statistics as REST and GraphQL share them:
 * validates the search, resolves handles, and presents each item for the
 * caller (docs/archive.md). A null caller reads without an account.
 */
@Injectable()
export class ArchiveApi {
  constructor(
    private readonly search: ArchiveSearch,
    private readonly searches: SearchResolver,
    private readonly players: PlayersService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
  ) {}

  async archive(callerId: string | null, input: unknown): Promise<ArchivePageDto> {
    const given = parseInput(archiveSchema, input);
    const { query, search, after } = await this.searches.resolve(callerId, given);
    const page = await this.search.page(query, after, given.limit);
    const people = await this.players.publicByIds(page.items.flatMap((a) => MatchPresenter.peopleOfArchived(a)));
    const presenter = new MatchPresenter(callerId, people, this.clock.millis());
    return {
      items: page.items.map((a) => presenter.archived(a)),
      next: page.next === null ? null : archiveCursor.encode({ ...page.next, search }),
      total: page.total,
    };
  }

  async stats(callerId: string | null, input: unknown): Promise<PlayerStatsDto> {
    const { player, gameId } = parseInput(statsSchema, input);
    const [playerId] = await this.players.idsOf([player], 'player');
    const games = await this.search.stats(callerId, playerId, hostedGameId(this.catalog, gameId));
    return { player: await this.handleOf(playerId), games };
  }

  async headToHead(callerId: string | null, input: unknown): Promise<HeadToHeadDto> {
    const { player, opponent, gameId } = parseInput(headToHeadSchema, input);
    const [playerId] = await this.players.idsOf([player], 'player');
    const [opponentId] = await this.players.idsOf([opponent], 'opponent');
    const games = await this.search.headToHead(callerId, playerId, opponentId, hostedGameId(this.catalog, gameId));
    return { player: await this.handleOf(playerId), opponent: await this.handleOf(opponentId), games };
  }

  private async handleOf(playerId: string): Promise<string> {
    return (await this.players.publicByIds([playerId])).get(playerId)?.handle ?? 'unknown';
  }
}
