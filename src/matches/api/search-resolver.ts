import { Injectable } from '@nestjs/common';
import { DomainError, cursorRefused } from '../../common';
import { OptionSpec, OptionValue } from '../../engine';
import { GameCatalog } from '../../games';
import { PlayersService } from '../../players';
import { ArchiveKey, ArchiveQuery } from '../persistence/archive.repository';
import { searchFingerprint } from './cursors';
import { hostedGameId } from './hosted-game-id';
import { SearchInput } from './match-input';

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

/** An archive search's input made a query, as the archive's pages and the export both walk it (docs/archive.md). */
@Injectable()
export class SearchResolver {
  constructor(
    private readonly players: PlayersService,
    private readonly catalog: GameCatalog,
  ) {}

  /**
   * A search as the archive and the export walk it, for `readerId`: the query,
   * its fingerprint (what its cursors are bound to) and where the walk starts
   * (after the cursor's match; VALIDATION_FAILED for a cursor of another search).
   */
  async resolve(readerId: string | null, given: SearchInput): Promise<Search> {
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
      ratingMin: q.ratingMin,
      ratingMax: q.ratingMax,
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
}
