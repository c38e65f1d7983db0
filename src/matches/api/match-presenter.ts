import { OptionValue, SPECTATOR, Viewer, parseCard } from '../../engine';
import { PublicPlayer } from '../../players';
import { gameFor, holderAt, viewerOf, visibleEvent } from '../domain/match-access';
import { ListedMatch } from '../reading/match-listings';
import { LoadedMatch, awayUntil, deadlineOf, MatchState } from '../domain/match-state';
import { ArchivedMatch } from '../persistence/archive.repository';
import { MatchRecord } from '../domain/match-record';
import { StoredEvent } from '../persistence/stored-event';
import { EventDto, MatchDto, MoveDto, SeatDto } from './match-output';
import { RecordSeat, writeRecord } from '../../records';

/** Where an imported match was played: the record's Site and MatchId; null for a match played here. */
function importedOf(record: Pick<MatchRecord, 'id' | 'importedFrom' | 'originId'>): MatchDto['imported'] {
  return record.importedFrom === null ? null : { site: record.importedFrom, matchId: record.originId ?? record.id };
}

/** Reads a move's notation as a typed move: a card alone is a play; otherwise `type [card]`. */
export function typedMove(text: string): MoveDto {
  if (parseCard(text) !== undefined) return { text, type: 'play', card: text };
  const [type, card] = text.split(' ');
  return { text, type, card: card ?? null };
}

/** The notation of a typed move (the inverse of typedMove). */
export function moveText(type: string, card: string | null | undefined): string {
  if (type === 'play') return card ?? '';
  return card ? `${type} ${card}` : type;
}

/** Options as a row holds them: resolved, when it was written, by the rules of the day, so each is an option's value. */
function storedOptions(options: Readonly<Record<string, unknown>>): Record<string, OptionValue> {
  const values: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(options))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = value;
  return values;
}

/**
 * The engine's view tagged with the game (for the typed union) and the
 * viewer's seat, in place of the engine's `viewer`. Our keys first: no game's
 * view has either.
 */
function taggedView(gameId: string, seat: number | null, view: object): NonNullable<MatchDto['view']> {
  const tagged: { gameId: string; seat: number | null } & Record<string, unknown> = { gameId, seat };
  for (const [key, value] of Object.entries(view)) if (key !== 'viewer') tagged[key] = value;
  return tagged;
}

/**
 * The one place a match leaves the server: everything a client receives about
 * a match, by query, stream or subscription, is built here for one caller, so
 * every path shows exactly what that seat could see at the table.
 */
export class MatchPresenter {
  constructor(
    /** Null for a reader without an account: a spectator, who has no part in any match. */
    private readonly callerId: string | null,
    /** Public profiles of everyone the match names, by player id. */
    private readonly people: ReadonlyMap<string, PublicPlayer>,
    /** The time the answer is for: who is away now (the deadline is the log's alone). */
    private readonly nowMs: number,
  ) {}

  /** Player ids a match and its events name, to look up before presenting. */
  static peopleOf(m: ListedMatch, events: readonly StoredEvent[] = []): string[] {
    // An imported match's seats name no account (imported-seats.ts): its players are the row's names.
    const seated = m.record.importedFrom !== null ? [] : 'state' in m ? m.state.seating : m.record.seating;
    const replaced = 'state' in m ? m.state.replaced.flatMap((r) => [r.playerId, r.botId]) : [];
    const ids = [m.record.creatorId, ...('state' in m ? m.state.lobby : []), ...seated, ...replaced];
    for (const e of events) {
      if (e.playerId) ids.push(e.playerId);
      if ('playerId' in e.event) ids.push(e.event.playerId);
      if (e.event.kind === 'replaced') ids.push(e.event.botId, ...(e.event.claimedBy ? [e.event.claimedBy] : []));
    }
    return ids;
  }

  private handle(playerId: string): string {
    return this.people.get(playerId)?.handle ?? 'unknown';
  }

  private handleOrNull(playerId: string | null): string | null {
    return playerId === null ? null : this.handle(playerId);
  }

  /**
   * A player; a seated one with their vacation as the log records it (`state`), if they are away now. A seat of
   * an imported match is the name its record gives, with no handle: a name, not an account here.
   */
  private seat(
    record: Pick<MatchRecord, 'importedFrom' | 'seatNames'>,
    playerId: string,
    seat: number | null,
    state: MatchState | null = null,
    /** The player a bot took the seat over from, when no `state` says (an archive item). */
    left: string | null = null,
  ): SeatDto {
    if (record.importedFrom !== null && seat !== null)
      return {
        handle: null,
        displayName: record.seatNames[seat] ?? 'unknown',
        seat,
        bot: false,
        replacing: null,
        awayUntil: null,
        rating: null,
      };
    const p = this.people.get(playerId);
    const until = state === null || seat === null ? null : awayUntil(state, playerId, this.nowMs);
    const replacing = state?.replaced.findLast((r) => r.seat === seat && r.botId === playerId)?.playerId ?? left;
    return {
      handle: p?.handle ?? 'unknown',
      displayName: p?.displayName ?? 'unknown',
      seat,
      bot: p?.bot ?? false,
      replacing: this.handleOrNull(replacing),
      awayUntil: until === null ? null : new Date(until),
      rating: null,
    };
  }

  viewer(m: LoadedMatch): Viewer {
    return viewerOf(m.state, this.callerId);
  }

  match(m: LoadedMatch): MatchDto {
    const { record, state, setup } = m;
    const viewer = this.viewer(m);
    const seat = viewer === SPECTATOR ? null : viewer;
    const game = gameFor(state, viewer);
    const over = state.status === 'finished' || state.status === 'aborted';
    const deadline = deadlineOf(record, state);
    const caller = this.callerId;
    const involved = caller !== null && (record.creatorId === caller || state.lobby.includes(caller) || seat !== null);
    return {
      id: record.id,
      gameId: record.gameId,
      rulesVersion: record.rulesVersion,
      options: setup.rules.options,
      seats: record.seats,
      visibility: record.visibility,
      inviteCode: involved ? record.inviteCode : null,
      creator: this.handle(record.creatorId),
      status: state.status,
      seq: state.seq,
      players:
        state.status === 'open'
          ? state.lobby.map((id) => this.seat(record, id, null))
          : state.seating.map((id, i) => this.seat(record, id, i, state)),
      commitment: record.commitment,
      shuffleAlgorithm: record.shuffleAlgorithm,
      seed: over ? record.seed : null,
      createdAt: new Date(record.createdAtMs),
      updatedAt: new Date(record.updatedAtMs),
      yourSeat: seat,
      decision: game?.decision ?? null,
      daysPerMove: record.daysPerMove,
      rated: record.rated,
      deadline: deadline === null ? null : new Date(deadline),
      view: game ? taggedView(record.gameId, seat, game.view) : null,
      legalMoves: (game?.legalMoves ?? []).map(typedMove),
      result: game?.result ?? null,
      problem: null,
      imported: importedOf(record),
    };
  }

  /** A listing's item: the match, or what the row of one that cannot be rebuilt holds, with the reason (no view, no moves). */
  listed(m: ListedMatch): MatchDto {
    if ('state' in m) return this.match(m);
    const { record, problem } = m;
    const seat = this.callerId === null ? -1 : record.seating.indexOf(this.callerId);
    const over = record.status === 'finished' || record.status === 'aborted';
    return {
      id: record.id,
      gameId: record.gameId,
      rulesVersion: record.rulesVersion,
      options: storedOptions(record.options),
      seats: record.seats,
      visibility: record.visibility,
      inviteCode:
        (this.callerId !== null && record.creatorId === this.callerId) || seat >= 0 ? record.inviteCode : null,
      creator: this.handle(record.creatorId),
      status: record.status,
      seq: record.seq,
      players: record.seating.map((id, i) => this.seat(record, id, i)),
      commitment: record.commitment,
      shuffleAlgorithm: record.shuffleAlgorithm,
      seed: over ? record.seed : null,
      createdAt: new Date(record.createdAtMs),
      updatedAt: new Date(record.updatedAtMs),
      yourSeat: seat >= 0 ? seat : null,
      decision: null,
      daysPerMove: record.daysPerMove,
      rated: record.rated,
      deadline: null,
      view: null,
      legalMoves: [],
      result: null,
      problem: { code: problem.code, message: problem.message },
      imported: importedOf(record),
    };
  }

  /** Player ids an archived match names, to look up before presenting. */
  static peopleOfArchived(a: ArchivedMatch): string[] {
    return [a.row.creatorId, ...a.entry.seats.flatMap((s) => [s.playerId, s.replacedBy].filter((id) => id !== null))];
  }

  /**
   * An archive item, from the summary alone: the spectator's final view (for
   * every caller, a player of the match too), the result, the caller's seat.
   */
  archived({ entry, row, ratings }: ArchivedMatch): MatchDto {
    const caller = this.callerId;
    // A player who left a seat to a bot holds it no more: they read the item as a spectator, as they read the match.
    const mine = caller === null ? undefined : entry.seats.find((s) => s.playerId === caller && s.replacedBy === null);
    const involved = mine !== undefined || row.creatorId === caller;
    return {
      id: entry.matchId,
      gameId: entry.gameId,
      rulesVersion: row.rulesVersion,
      options: storedOptions(entry.options),
      seats: entry.seatCount,
      visibility: entry.visibility as MatchDto['visibility'],
      inviteCode: involved ? row.inviteCode : null,
      creator: this.handle(row.creatorId),
      status: 'finished',
      seq: row.seq,
      players: entry.seats.map((s) => ({
        ...(s.replacedBy === null
          ? this.seat(row, s.playerId ?? '', s.seat)
          : this.seat(row, s.replacedBy, s.seat, null, s.playerId)),
        rating: ratings[s.seat] ?? null,
      })),
      commitment: row.commitment,
      shuffleAlgorithm: row.shuffleAlgorithm,
      seed: row.seed,
      createdAt: new Date(entry.createdAtMs),
      updatedAt: new Date(row.updatedAtMs),
      yourSeat: mine?.seat ?? null,
      decision: null,
      daysPerMove: entry.daysPerMove,
      rated: entry.rated,
      deadline: null,
      view: taggedView(entry.gameId, null, entry.view),
      legalMoves: [],
      result: entry.result,
      problem: null,
      imported: importedOf({ id: entry.matchId, ...row }),
    };
  }

  /**
   * The match's record (docs/records.md) as the caller may see it, from its whole log; `site` is this server's
   * address. An imported match's record names where it was played, its id there and its record's players.
   */
  record(m: LoadedMatch, log: readonly StoredEvent[], site: string): string {
    const { record, setup, state } = m;
    const over = state.status === 'finished' || state.status === 'aborted';
    const imported = record.importedFrom !== null;
    return writeRecord(
      {
        site: record.importedFrom ?? site,
        id: record.originId ?? record.id,
        setup,
        shuffleAlgorithm: record.shuffleAlgorithm,
        commitment: record.commitment,
        createdAt: new Date(record.createdAtMs),
        endedAt: over ? new Date(record.updatedAtMs) : null,
        daysPerMove: record.daysPerMove,
        imported,
        // A seat a bot took over names who sat there from the start; the takeovers name the bots.
        seats: state.seating.map((id, i) => {
          if (imported) return { name: record.seatNames[i] ?? 'unknown', handle: record.seatHandles[i] || null };
          return this.recordSeat(state.replaced.find((r) => r.seat === i)?.playerId ?? id);
        }),
        events: log.map((row) => row.event),
        takeovers: log.flatMap(({ event, playerId, createdAt }) =>
          event.kind === 'replaced'
            ? [{ at: createdAt, claimedBy: event.claimedBy ?? playerId, by: this.recordSeat(event.botId) }]
            : [],
        ),
      },
      this.viewer(m),
    );
  }

  private recordSeat(playerId: string): RecordSeat {
    const p = this.people.get(playerId);
    return { name: p?.displayName ?? 'unknown', handle: p?.handle ?? 'unknown' };
  }

  event(m: LoadedMatch, stored: StoredEvent): EventDto {
    const e = visibleEvent(m.setup, stored.event, this.viewer(m));
    // An imported match's seats have no handle here; its log names its seats alone.
    const imported = m.record.importedFrom !== null;
    return {
      seq: stored.seq,
      kind: e.kind,
      at: stored.createdAt,
      player:
        e.kind === 'move'
          ? imported
            ? null
            : this.handle(holderAt(m.state, e.seat, stored.seq) ?? m.record.seating[e.seat])
          : e.kind === 'started' || e.kind === 'timedOut'
            ? stored.playerId && this.handle(stored.playerId)
            : this.handle(e.playerId),
      seat: e.kind === 'move' || e.kind === 'timedOut' || e.kind === 'replaced' ? e.seat : null,
      move: e.kind === 'move' ? typedMove(e.move) : null,
      forced: e.kind === 'move' ? e.forced : null,
      seating: e.kind === 'started' ? e.seating.map((id) => (imported ? null : this.handle(id))) : null,
      replacedBy: e.kind === 'replaced' ? this.handle(e.botId) : null,
      reason: e.kind === 'replaced' ? e.reason : null,
      // A log written before the event named its claimant: whoever submitted the request that wrote it.
      claimedBy: e.kind === 'replaced' ? this.handleOrNull(e.claimedBy ?? stored.playerId) : null,
      awayFrom: e.kind === 'paused' ? new Date(e.since) : null,
      awayUntil: e.kind === 'paused' ? new Date(e.until) : e.kind === 'resumed' ? new Date(e.at) : null,
    };
  }
}
