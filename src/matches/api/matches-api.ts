import { Injectable } from '@nestjs/common';
import { AppConfig, InjectConfig, publicBaseUrl } from '../../config';
import { botFor } from '../../bots';
import { Clock, CursorCodec, DomainError, RowKey, parseInput, withRowCursor } from '../../common';
import { GameCatalog } from '../../games';
import { PlayersService } from '../../players';
import { MatchStatus, LoadedMatch } from '../domain/match-state';
import {
  commandKeySchema,
  createMatchSchema,
  eventPageSchema,
  joinByCodeSchema,
  listSchema,
  matchIdSchema,
  mineSchema,
  seatBotSchema,
  replaySchema,
  submitMoveSchema,
} from './match-input';
import { eventCursor, mineCursor, openCursor } from './cursors';
import { hostedGameId } from './hosted-game-id';
import { MatchPresenter } from './match-presenter';
import { EventPageDto, MatchDto, MatchPageDto, MoveResultDto, RecordImportDto } from './match-output';
import { ListedMatch, MatchListings } from '../reading/match-listings';
import { Committed, MatchCommands } from '../commands/match-commands';
import { RecordImports } from '../../records';
import { MatchReader } from '../reading/match-reader';
import { StoredEvent } from '../persistence/stored-event';
import { refused, seqOutOfRange } from '../domain/edge-errors';
import { seatBot } from '../domain/decide';

/**
 * The matches API as REST and GraphQL share it: validates untrusted input,
 * calls the service, and presents every result for the caller alone. Reads
 * of what is public (an open match, its log, the open matches, the archive)
 * take a null player for a caller without an account, who reads as a
 * spectator.
 */
@Injectable()
export class MatchesApi {
  constructor(
    private readonly commands: MatchCommands,
    private readonly imports: RecordImports,
    private readonly reader: MatchReader,
    private readonly listings: MatchListings,
    private readonly players: PlayersService,
    private readonly catalog: GameCatalog,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async create(playerId: string, input: unknown): Promise<MoveResultDto> {
    const body = parseInput(createMatchSchema, input);
    const invite = body.invite && body.invite.length > 0 ? await this.players.idsOf(body.invite, 'invite') : [];
    return this.result(playerId, await this.commands.create(playerId, { ...body, invite }));
  }

  async join(playerId: string, target: { matchId?: string; inviteCode?: string }): Promise<MoveResultDto> {
    if (target.matchId !== undefined) parseInput(matchIdSchema, target.matchId);
    if (target.inviteCode !== undefined) parseInput(joinByCodeSchema, { inviteCode: target.inviteCode });
    if (!target.matchId && !target.inviteCode)
      throw new DomainError('VALIDATION_FAILED', 'name a matchId or an inviteCode', { field: 'matchId' });
    const joiner = await this.players.me(playerId);
    return this.result(playerId, await this.commands.join(playerId, target, joiner.bot));
  }

  /** The creator seats a built-in bot of `kind` in an open seat; the match starts when the last seat is taken. */
  async seatBot(playerId: string, matchId: string, input: unknown): Promise<MoveResultDto> {
    parseInput(matchIdSchema, matchId);
    const { kind } = parseInput(seatBotSchema, input);
    const { record, setup, state } = await this.reader.read(playerId, matchId);
    if (!botFor(record.gameId, kind))
      throw new DomainError('VALIDATION_FAILED', `${record.gameId} has no ${kind} bot`, { field: 'kind' });
    // Refused before any system account is made for it, so that a refusal changes nothing.
    const probe = seatBot(setup, state, playerId, [`${kind}-bot`]);
    if (!probe.ok) throw refused(probe.error);
    const accounts = await this.players.builtInBots(kind, record.seats);
    return this.result(
      playerId,
      await this.commands.seatBot(
        playerId,
        matchId,
        accounts.map((a) => a.id),
      ),
    );
  }

  async command(playerId: string, matchId: string, command: 'leave' | 'start' | 'abort'): Promise<MoveResultDto> {
    parseInput(matchIdSchema, matchId);
    return this.result(playerId, await this.commands[command](playerId, matchId));
  }

  async resign(playerId: string, matchId: string, idempotencyKey: string | null): Promise<MoveResultDto> {
    parseInput(matchIdSchema, matchId);
    const { idempotencyKey: key } = parseInput(commandKeySchema, { idempotencyKey });
    return this.result(playerId, await this.commands.resign(playerId, matchId, key, await this.takeoverBots(matchId)));
  }

  async claimTimeout(playerId: string, matchId: string, idempotencyKey: string | null): Promise<MoveResultDto> {
    parseInput(matchIdSchema, matchId);
    const { idempotencyKey: key } = parseInput(commandKeySchema, { idempotencyKey });
    return this.result(
      playerId,
      await this.commands.claimTimeout(playerId, matchId, key, await this.takeoverBots(matchId)),
    );
  }

  /** A move; `typedFor`: the game whose typed GraphQL field carried it, which must be the match's. */
  async move(playerId: string, input: unknown, typedFor?: string): Promise<MoveResultDto> {
    const m = parseInput(submitMoveSchema, input);
    return this.result(playerId, await this.commands.submitMove(playerId, { ...m, typedFor }));
  }

  async get(playerId: string | null, matchId: string): Promise<MatchDto> {
    parseInput(matchIdSchema, matchId);
    const m = await this.reader.read(playerId, matchId);
    return (await this.presenter(playerId, m)).match(m);
  }

  /**
   * The match as it stood after `seq` events (docs/replay.md), for whoever may
   * read it now: seen from the seat the caller held then (a spectator's view
   * before they sat, or when they ask for one), presented at the time of that
   * point, so who was away and the deadline are as they were then, and the
   * seed only if the match was over by then.
   */
  async at(playerId: string | null, matchId: string, input: unknown): Promise<MatchDto> {
    parseInput(matchIdSchema, matchId);
    const { seq, as } = parseInput(replaySchema, input);
    const now = await this.reader.read(playerId, matchId);
    if (seq > now.state.seq) throw seqOutOfRange(seq, now.state.seq);
    const then = await this.reader.loadAt(now.record, seq);
    const viewer = as === 'spectator' ? null : playerId;
    const people = await this.players.publicByIds(MatchPresenter.peopleOf(then));
    return new MatchPresenter(viewer, people, then.record.updatedAtMs).match(then);
  }

  /**
   * A page of the log as the caller may see it: the events with seq ≥
   * `fromSeq`, from where the cursor's page left off when there is one.
   */
  async events(playerId: string | null, matchId: string, input: unknown): Promise<EventPageDto> {
    parseInput(matchIdSchema, matchId);
    const { fromSeq, cursor, limit } = parseInput(eventPageSchema, input);
    const m = await this.reader.read(playerId, matchId);
    const rows = await this.reader.events(matchId, Math.max(fromSeq, cursor?.seq ?? 0), limit + 1);
    const page = rows.slice(0, limit);
    const presenter = await this.presenter(playerId, m, page);
    return {
      items: page.map((row) => presenter.event(m, row)),
      next: rows.length > limit ? eventCursor.encode({ seq: rows[limit].seq }) : null,
    };
  }

  /** The match's record (docs/records.md), written from its whole log as the caller may see it. */
  async record(playerId: string | null, matchId: string): Promise<string> {
    parseInput(matchIdSchema, matchId);
    const m = await this.reader.read(playerId, matchId);
    const log = m.state.seq === 0 ? [] : await this.reader.events(matchId, 0, m.state.seq);
    return (await this.presenter(playerId, m)).record(m, log, publicBaseUrl(this.config));
  }

  /** Imports one record (docs/records.md#importing-a-record): the match it is here, as the importer may see it. */
  async importRecord(playerId: string, text: string): Promise<RecordImportDto> {
    const imported = await this.imports.import(playerId, text);
    return { match: (await this.presenter(playerId, imported)).match(imported), fresh: imported.fresh };
  }

  async mine(playerId: string, statuses: readonly MatchStatus[], input: unknown): Promise<MatchPageDto> {
    const { yourTurn, cursor, limit } = parseInput(mineSchema, input);
    const page = await this.listings.myMatches(playerId, { statuses, yourTurn }, cursor?.id ?? null, limit);
    return this.page(playerId, page, mineCursor);
  }

  async open(playerId: string | null, gameId: string | null, page: unknown): Promise<MatchPageDto> {
    const { cursor, limit } = parseInput(listSchema, page);
    const found = await this.listings.openMatches(
      playerId,
      hostedGameId(this.catalog, gameId),
      cursor?.id ?? null,
      limit,
    );
    return this.page(playerId, found, openCursor);
  }

  /** The heuristic bot's system accounts, one a seat, when the match's game hands a leaver's seat to a bot (Game.takeover). */
  private async takeoverBots(matchId: string): Promise<string[]> {
    const record = await this.reader.found(matchId);
    if (this.reader.setupOf(record).rules.takeover === null) return [];
    return (await this.players.builtInBots('heuristic', record.seats)).map((p) => p.id);
  }

  private async page(
    playerId: string | null,
    page: { items: readonly ListedMatch[]; next: string | null },
    cursor: CursorCodec<RowKey>,
  ): Promise<MatchPageDto> {
    const people = await this.players.publicByIds(page.items.flatMap((m) => MatchPresenter.peopleOf(m)));
    const presenter = new MatchPresenter(playerId, people, this.clock.millis());
    return withRowCursor(cursor, { items: page.items.map((m) => presenter.listed(m)), next: page.next });
  }

  private async result(playerId: string, c: Committed): Promise<MoveResultDto> {
    const presenter = await this.presenter(playerId, c, c.events);
    return { match: presenter.match(c), events: c.events.map((e) => presenter.event(c, e)), fresh: c.fresh };
  }

  private async presenter(
    playerId: string | null,
    m: LoadedMatch,
    events: readonly StoredEvent[] = [],
  ): Promise<MatchPresenter> {
    const people = await this.players.publicByIds(MatchPresenter.peopleOf(m, events));
    return new MatchPresenter(playerId, people, this.clock.millis());
  }
}
