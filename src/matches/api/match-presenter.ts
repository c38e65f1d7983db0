import { OptionValue, SPECTATOR, Viewer, parseCard } from '../../engine';
import { PublicPlayer } from '../../players/player';
import { gameFor, holderAt, viewerOf, visibleEvent } from '../domain/match-view';
import { ListedMatch } from '../reading/match-listings';
import { LoadedMatch } from '../reading/loaded-match';
import { awayUntil, deadlineOf } from '../domain/move-deadline';
import { MatchState } from '../domain/match-state';
import { StoredEvent } from '../persistence/stored-event';
import { EventDto, MatchDto, MoveDto, SeatDto } from './match-output';
import { writeRecord } from '../../records/record-writer';

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
    const ids =
      'state' in m
        ? [m.record.creatorId, ...m.state.lobby, ...m.state.seating, ...m.state.replaced.map((r) => r.playerId)]
        : [m.record.creatorId, ...m.record.seating];
    for (const e of events) {
      if (e.playerId) ids.push(e.playerId);
      if ('playerId' in e.event) ids.push(e.event.playerId);
      if (e.event.kind === 'replaced') ids.push(e.event.botId);
    }
    return ids;
  }

  private handle(playerId: string): string {
    return this.people.get(playerId)?.handle ?? 'unknown';
  }

  /** A player; a seated one with their vacation as the log records it (`state`), if they are away now. */
  private seat(playerId: string, seat: number | null, state: MatchState | null = null): SeatDto {
    const p = this.people.get(playerId);
    const until = state === null || seat === null ? null : awayUntil(state, playerId, this.nowMs);
    const replacing = state?.replaced.findLast((r) => r.seat === seat && r.botId === playerId)?.playerId;
    return {
      handle: p?.handle ?? 'unknown',
      displayName: p?.displayName ?? 'unknown',
      seat,
      bot: p?.bot ?? false,
      replacing: replacing === undefined ? null : this.handle(replacing),
      awayUntil: until === null ? null : new Date(until),
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
          ? state.lobby.map((id) => this.seat(id, null))
          : state.seating.map((id, i) => this.seat(id, i, state)),
      commitment: record.commitment,
      shuffleAlgorithm: record.shuffleAlgorithm,
      seed: over ? record.seed : null,
      createdAt: new Date(record.createdAtMs),
      updatedAt: new Date(record.updatedAtMs),
      yourSeat: seat,
      decision: game?.decision ?? null,
      daysPerMove: record.daysPerMove,
      deadline: deadline === null ? null : new Date(deadline),
      view: game ? taggedView(record.gameId, seat, game.view) : null,
      legalMoves: (game?.legalMoves ?? []).map(typedMove),
      result: game?.result ?? null,
      problem: null,
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
      players: record.seating.map((id, i) => this.seat(id, i)),
      commitment: record.commitment,
      shuffleAlgorithm: record.shuffleAlgorithm,
      seed: over ? record.seed : null,
      createdAt: new Date(record.createdAtMs),
      updatedAt: new Date(record.updatedAtMs),
      yourSeat: seat >= 0 ? seat : null,
      decision: null,
      daysPerMove: record.daysPerMove,
      deadline: null,
      view: null,
      legalMoves: [],
      result: null,
      problem: { code: problem.code, message: problem.message },
    };
  }

  /** The match's record (docs/records.md) as the caller may see it, from its whole log; `site` is this server's address. */
  record(m: LoadedMatch, log: readonly StoredEvent[], site: string): string {
    const { record, setup, state } = m;
    const over = state.status === 'finished' || state.status === 'aborted';
    return writeRecord(
      {
        site,
        id: record.id,
        setup,
        shuffleAlgorithm: record.shuffleAlgorithm,
        commitment: record.commitment,
        createdAt: new Date(record.createdAtMs),
        endedAt: over ? new Date(record.updatedAtMs) : null,
        daysPerMove: record.daysPerMove,
        imported: false,
        seats: state.seating.map((id) => {
          const p = this.people.get(id);
          return { name: p?.displayName ?? 'unknown', handle: p?.handle ?? 'unknown' };
        }),
        events: log.map((row) => row.event),
      },
      this.viewer(m),
    );
  }

  event(m: LoadedMatch, stored: StoredEvent): EventDto {
    const e = visibleEvent(m.setup, stored.event, this.viewer(m));
    return {
      seq: stored.seq,
      kind: e.kind,
      at: stored.createdAt,
      player:
        e.kind === 'move'
          ? this.handle(holderAt(m.state, e.seat, stored.seq) ?? m.record.seating[e.seat])
          : e.kind === 'started' || e.kind === 'timedOut'
            ? stored.playerId && this.handle(stored.playerId)
            : this.handle(e.playerId),
      seat: e.kind === 'move' || e.kind === 'timedOut' || e.kind === 'replaced' ? e.seat : null,
      move: e.kind === 'move' ? typedMove(e.move) : null,
      forced: e.kind === 'move' ? e.forced : null,
      seating: e.kind === 'started' ? e.seating.map((id) => this.handle(id)) : null,
      replacedBy: e.kind === 'replaced' ? this.handle(e.botId) : null,
      awayFrom: e.kind === 'paused' ? new Date(e.since) : null,
      awayUntil: e.kind === 'paused' ? new Date(e.until) : e.kind === 'resumed' ? new Date(e.at) : null,
    };
  }
}
