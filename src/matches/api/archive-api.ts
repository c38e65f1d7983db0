import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { Clock } from '../../common/time/clock';
import { cursorRefused } from '../../common/validation/cursor';
import { parseInput } from '../../common/validation/parse-input';
import { OptionSpec, OptionValue } from '../../engine';
import { GameCatalog } from '../../games/game-catalog';
import { PlayersService } from '../../players';
import { ArchiveKey, ArchiveQuery } from '../persistence/archive.repository';
import { ArchiveSearch } from '../reading/archive-search';
import { archiveCursor, searchFingerprint } from './cursors';
import { hostedGameId } from './hosted-game-id';
import { ArchivePageDto, HeadToHeadDto, PlayerStatsDto } from './archive-output';
import { SearchInput, archiveSchema, headToHeadSchema, statsSchema } from './match-input';
import { MatchPresenter } from './match-presenter';

/** An option's value as a filter names it, typed by its spec; null when the text is no value of that type. */
function typedValue(spec: OptionSpec, text: string): OptionValue | null {
  if (spec.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : null;
  if (spec.type === 'integer') return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
  return text;
}

/** A search ready to walk: its query, its fingerprint, and where the walk starts (null: at the start). */
export interface Search {
  readonly query: ArchiveQuery;
  readonly search: string;
  readonly after: ArchiveKey | null;
}

/**
 * The archive's search and statistics as REST and GraphQL share them:
 * validates the search, resolves handles, and presents each item for the
 * caller (docs/archive.md). A null caller reads without an account.
 */
@Injectable()
export class ArchiveApi {
  constructor(
    private readonly search: ArchiveSearch,
    private readonly players: PlayersService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
  ) {}

  async archive(callerId: string | null, input: unknown): Promise<ArchivePageDto> {
    const given = parseInput(archiveSchema, input);
    const { query, search, after } = await this.searchOf(callerId, given);
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

  /**
   * A search as the archive and the export walk it, for `readerId`: the query,
   * its fingerprint (what its cursors are bound to) and where the walk starts
   * (after the cursor's match; VALIDATION_FAILED for a cursor of another search).
   */
  async searchOf(readerId: string | null, given: SearchInput): Promise<Search> {
    const query = await this.query(readerId, given);
    const search = searchFingerprint(query);
    if (given.cursor !== null && given.cursor.search !== search) throw cursorRefused();
    const after = given.cursor && { endedAtMs: given.cursor.endedAtMs, matchId: given.cursor.matchId };
    return { query, search, after };
  }

  /** The search with its handles resolved (NOT_FOUND naming the field) and its options typed against the game. */
  private async query(readerId: string | null, q: SearchInput): Promise<ArchiveQuery> {
    const gameId = hostedGameId(this.catalog, q.gameId);
    const id = async (handle: string | null, field: string) =>
      handle === null ? null : (await this.players.idsOf([handle], field))[0];
    return {
      readerId,
      gameId,
      playerId: await id(q.player, 'player'),
      opponentId: await id(q.opponent, 'opponent'),
      partnerId: await id(q.partner, 'partner'),
      outcome: q.result,
      rank: q.rank,
      options: q.options === null || gameId === null ? null : this.options(gameId, q.options),
      seats: q.seats,
      daysPerMove: q.daysPerMove,
      endedAfter: q.endedAfter,
      endedBefore: q.endedBefore,
      order: q.order,
    };
  }

  /** Option values named as text, typed by the game's declared options: an unknown option or a bad value is refused. */
  private options(gameId: string, pairs: Readonly<Record<string, string>>): Record<string, OptionValue> {
    const game = this.catalog.get(gameId)?.rules;
    const refuse = (message: string): never => {
      throw new DomainError('VALIDATION_FAILED', `options: ${message}`, { field: 'options' });
    };
    const typed: Record<string, OptionValue> = {};
    for (const [name, text] of Object.entries(pairs)) {
      const spec = game?.options.find((o) => o.name === name);
      if (spec === undefined)
        return refuse(`unknown option "${name}"; known: ${(game?.options ?? []).map((o) => o.name).join(', ')}`);
      const value = typedValue(spec, text);
      if (value === null) return refuse(`option "${name}" is ${spec.type}, not "${text}"`);
      typed[name] = value;
    }
    const checked = game?.configure(typed);
    if (checked && !checked.ok) return refuse(checked.error.message);
    return typed;
  }

  private async handleOf(playerId: string): Promise<string> {
    return (await this.players.publicByIds([playerId])).get(playerId)?.handle ?? 'unknown';
  }
}
