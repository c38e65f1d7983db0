import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { SHUFFLE_ALGORITHM, commitment } from '../engine';
import { DomainError } from '../common/errors/domain-error';
import { Clock } from '../common/time/clock';
import { GameCatalog } from '../games/game-catalog';
import { KeyedRequest, answersRequest } from './domain/keyed-request';
import * as commands from './domain/match-commands';
import { MatchEvent } from './domain/match-event';
import { MatchSetup } from './domain/match-setup';
import { EMPTY_MATCH, MatchState, replayMatch } from './domain/match-state';
import { mayRead } from './match-access';
import { MatchAnnouncer } from './match-announcer';
import { corruptLog, notFound, refused, staleSeq } from './match-errors';
import { MatchRecord, MatchSummary, MatchVisibility } from './match-record';
import { summarize } from './match-summary';
import { AppendOutcome, MatchesRepository } from './matches.repository';
import { deadlineOf } from './move-deadline';
import { StateCache } from './state-cache';
import { StoredEvent } from './stored-event';

export interface CreateMatch {
  readonly gameId: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** Defaults to the most players the options allow. */
  readonly seats?: number;
  readonly takeSeat: boolean;
  readonly visibility: MatchVisibility;
  /** Player ids invited to a private match. */
  readonly invite?: readonly string[];
  /** The time limit on each decision, in days; null for none. */
  readonly daysPerMove?: number | null;
}

/** A match rebuilt from its log, with what it was created with. */
export interface LoadedMatch {
  readonly record: MatchRecord;
  readonly setup: MatchSetup;
  readonly state: MatchState;
}

/** What a submission appended (or, for a repeated idempotency key, had appended). */
export interface Committed extends LoadedMatch {
  readonly events: readonly StoredEvent[];
  /** False when an idempotency key returned an earlier submission's result. */
  readonly fresh: boolean;
}

/** Decides a command against the match rebuilt at `record`'s seq. */
type Decide = (setup: MatchSetup, state: MatchState, record: MatchRecord) => commands.Decided;

/** An idempotency key, and the request it came with. */
interface Keyed {
  readonly key: string;
  readonly request: KeyedRequest;
}

function keyed(key: string | null, request: KeyedRequest): Keyed | null {
  return key === null ? null : { key, request };
}

/** One command on one match, for `commit`. */
interface Command {
  readonly matchId: string;
  readonly playerId: string;
  /** The seq the command was decided at by the client (a move); null: decided at whatever seq the match has. */
  readonly expectedSeq?: number | null;
  readonly keyed?: Keyed | null;
  readonly decide: Decide;
  /** The caller has already checked that a player with no part in a private match may act (joining by invite code). */
  readonly outsiderOk?: boolean;
}

/** `m` moved on to `state`, a fold of events appended at `at`: the row's cached columns follow it. */
function advanced(m: LoadedMatch, state: MatchState, summary: MatchSummary, at: Date): LoadedMatch {
  return { record: { ...m.record, seq: state.seq, ...summary, updatedAtMs: at.getTime() }, setup: m.setup, state };
}

/** The players a batch of events seats. */
function joinedIn(events: readonly MatchEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'joined' ? [e.playerId] : []));
}

/** A batch as logged from `seq` on: one submission by `playerId`, stamped `at`. */
function storedRows(events: readonly MatchEvent[], seq: number, playerId: string, at: Date): StoredEvent[] {
  return events.map((event, i) => ({ seq: seq + i, batch: seq, event, playerId, createdAt: at }));
}

/** Lobby commands name no seq: they are retried a few times when another write got in first. */
const LOBBY_RETRIES = 5;

/**
 * Matches: create, join, play, read. The log is the truth; every command is
 * decided against the state rebuilt from it (through the cache, checked
 * against the row's seq), and appended at exactly the seq it was decided at.
 */
@Injectable()
export class MatchesService {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly cache: StateCache<LoadedMatch>,
    private readonly announcer: MatchAnnouncer,
    private readonly clock: Clock,
    private readonly catalog: GameCatalog,
  ) {}

  async create(playerId: string, input: CreateMatch): Promise<Committed> {
    const game = this.catalog.get(input.gameId)?.rules;
    if (!game) throw new DomainError('NOT_FOUND', `no game "${input.gameId}"; see the games query`);
    const rules = game.configure(input.options);
    if (!rules.ok)
      throw new DomainError('VALIDATION_FAILED', rules.error.message, {
        field: `options.${rules.error.option ?? ''}`,
        reason: rules.error.code,
      });
    const counts = rules.value.seatCounts;
    const seats = input.seats ?? Math.max(...counts);
    if (!counts.includes(seats))
      throw new DomainError(
        'VALIDATION_FAILED',
        `${game.name} with these options seats ${counts.join(' or ')} players`,
        { field: 'seats' },
      );
    const id = randomUUID();
    const seed = randomBytes(32);
    // A player named twice (in any case, the same id) is one invitation.
    const invited = input.visibility === 'private' ? [...new Set(input.invite ?? [])] : [];
    const setup: MatchSetup = {
      game,
      rules: rules.value,
      seats,
      creatorId: playerId,
      seed: seed.toString('hex'),
    };
    // The creator's seat is decided here and written with the row, so no match is ever left without it.
    const taken = input.takeSeat ? commands.join(setup, EMPTY_MATCH, playerId) : null;
    if (taken && !taken.ok) throw refused(taken.error);
    const events = taken?.ok ? taken.value : [];
    const after = replayMatch(setup, EMPTY_MATCH, events);
    if (!after.ok) throw new Error(`decided events do not replay: ${after.error.message}`);
    const at = this.clock.now();
    const summary = summarize(after.state);
    const record = await this.repo.create({
      id,
      gameId: game.id,
      rulesVersion: game.rulesVersion,
      options: setup.rules.options,
      seats,
      visibility: input.visibility,
      inviteCode: randomBytes(9).toString('base64url'),
      creatorId: playerId,
      seed: setup.seed,
      shuffleAlgorithm: SHUFFLE_ALGORITHM,
      commitment: commitment(id, seed),
      daysPerMove: input.daysPerMove ?? null,
      invited,
      opening: { events, summary, at, joined: joinedIn(events) },
    });
    const created: LoadedMatch = { record, setup, state: after.state };
    this.cache.set(id, created);
    const stored = storedRows(events, 0, playerId, at);
    this.announcer.appended(id, playerId, stored, EMPTY_MATCH, after.state, summary.awaiting);
    const others = invited.filter((p) => p !== playerId);
    if (others.length > 0) this.announcer.invited(id, others, after.state);
    return { ...created, events: stored, fresh: true };
  }

  /** Joins by match id (open matches, or invitees) or by invite code. */
  async join(playerId: string, target: { matchId?: string; inviteCode?: string }): Promise<Committed> {
    const record = target.inviteCode
      ? await this.repo.findByInviteCode(target.inviteCode)
      : target.matchId
        ? await this.repo.find(target.matchId)
        : null;
    if (!record)
      throw target.inviteCode
        ? new DomainError('NOT_FOUND', 'no match has this invite code')
        : notFound(target.matchId ?? '');
    // An invite code or an open match lets anyone join; a private match by id only its invitees.
    return this.commit({
      matchId: record.id,
      playerId,
      decide: (setup, state) => commands.join(setup, state, playerId),
      outsiderOk: Boolean(target.inviteCode),
    });
  }

  leave(playerId: string, matchId: string): Promise<Committed> {
    return this.commit({ matchId, playerId, decide: (_setup, state) => commands.leave(state, playerId) });
  }

  start(playerId: string, matchId: string): Promise<Committed> {
    return this.commit({ matchId, playerId, decide: (setup, state) => commands.start(setup, state, playerId) });
  }

  abort(playerId: string, matchId: string): Promise<Committed> {
    return this.commit({ matchId, playerId, decide: (setup, state) => commands.abort(setup, state, playerId) });
  }

  resign(playerId: string, matchId: string, idempotencyKey: string | null): Promise<Committed> {
    return this.commit({
      matchId,
      playerId,
      keyed: keyed(idempotencyKey, { kind: 'resign' }),
      decide: (_setup, state) => commands.resign(state, playerId),
    });
  }

  /**
   * Another player claims the awaited decision is overdue (see deadlineOf):
   * the awaited seats time out. Checked against this server's clock.
   */
  claimTimeout(playerId: string, matchId: string, idempotencyKey: string | null): Promise<Committed> {
    return this.commit({
      matchId,
      playerId,
      keyed: keyed(idempotencyKey, { kind: 'claimTimeout' }),
      decide: (setup, state, record) =>
        commands.claimTimeout(setup, state, playerId, deadlineOf(record, state), this.clock.millis()),
    });
  }

  /** A move at exactly `expectedSeq`; forced plays that follow are appended with it. */
  submitMove(
    playerId: string,
    matchId: string,
    expectedSeq: number,
    move: string,
    idempotencyKey: string | null,
  ): Promise<Committed> {
    return this.commit({
      matchId,
      playerId,
      expectedSeq,
      keyed: keyed(idempotencyKey, { kind: 'move', expectedSeq, text: move }),
      decide: (_setup, state) => commands.play(state, playerId, move),
    });
  }

  /** A match as `playerId` may read it (NOT_FOUND for a private match they have no part in). */
  async read(playerId: string, matchId: string): Promise<LoadedMatch> {
    const loaded = (await this.current(matchId)) ?? (await this.load(await this.found(matchId)));
    const { record } = loaded;
    if (!(await this.mayRead(record, loaded.state, playerId))) throw notFound(matchId);
    return loaded;
  }

  /**
   * The cached match when the database's row is still at its seq: one integer
   * read instead of the whole row. Null when the cache lacks the match or lags.
   */
  private async current(matchId: string): Promise<LoadedMatch | null> {
    const cached = this.cache.get(matchId);
    if (!cached || cached.record.seq !== cached.state.seq) return null;
    const seq = await this.repo.seqOf(matchId);
    if (seq === null) throw notFound(matchId);
    return seq === cached.record.seq ? cached : null;
  }

  private async found(matchId: string): Promise<MatchRecord> {
    const record = await this.repo.find(matchId);
    if (!record) throw notFound(matchId);
    return record;
  }

  private async mayRead(record: MatchRecord, state: MatchState, playerId: string): Promise<boolean> {
    return (
      mayRead(record, state, playerId) ||
      (record.visibility === 'private' && (await this.repo.isInvited(record.id, playerId)))
    );
  }

  /** Log rows from `afterSeq` on (exclusive), for a reader already checked by `read`. */
  events(matchId: string, afterSeq: number): Promise<StoredEvent[]> {
    return this.repo.events(matchId, afterSeq + 1);
  }

  /** Ids of every match after `after`, in id order, at most `limit`: for walking all of them (verify --all). */
  matchIds(after: string | null, limit: number): Promise<string[]> {
    return this.repo.ids(after, limit);
  }

  /**
   * Replays a match from scratch, bypassing the cache, and reports where the
   * log stops replaying and whether the cached row agrees with the fold.
   */
  async verify(matchId: string): Promise<{ ok: boolean; seq: number; problems: string[] }> {
    const record = await this.found(matchId);
    const problems: string[] = [];
    const setup = this.setupOf(record);
    const events = await this.repo.events(matchId, 0);
    events.forEach((e, i) => e.seq !== i && problems.push(`log row ${i} has seq ${e.seq}`));
    const replayed = replayMatch(
      setup,
      EMPTY_MATCH,
      events.map((e) => e.event),
    );
    if (!replayed.ok)
      problems.push(`event ${replayed.index} does not replay: ${replayed.error.code} ${replayed.error.message}`);
    const state = replayed.state;
    if (record.seq !== events.length) problems.push(`row seq ${record.seq}, log length ${events.length}`);
    const committed = commitment(record.id, Buffer.from(record.seed, 'hex'), record.shuffleAlgorithm);
    if (committed !== record.commitment)
      problems.push(`row commitment ${record.commitment}, but the seed commits to ${committed}`);
    const summary = summarize(state);
    for (const key of Object.keys(summary) as (keyof typeof summary)[]) {
      if (JSON.stringify(summary[key]) !== JSON.stringify(record[key]))
        problems.push(`row ${key} ${JSON.stringify(record[key])}, log says ${JSON.stringify(summary[key])}`);
    }
    return { ok: problems.length === 0, seq: state.seq, problems };
  }

  /** Decides a command against the rebuilt state and appends its events at the seq it was decided at. */
  private async commit(command: Command): Promise<Committed> {
    const { matchId, playerId, expectedSeq = null, keyed = null, decide, outsiderOk = false } = command;
    const key = keyed?.key ?? null;
    const onCache =
      expectedSeq === null ? null : await this.commitOnCache(matchId, playerId, expectedSeq, key, decide, outsiderOk);
    if (onCache) return onCache;
    for (let attempt = 0; ; attempt++) {
      const record = await this.found(matchId);
      if (keyed !== null) {
        const earlier = await this.earlier(record, playerId, keyed);
        if (earlier) return earlier;
      }
      if (expectedSeq !== null && expectedSeq !== record.seq) throw staleSeq(expectedSeq, record.seq);
      const loaded = await this.load(record);
      if (!outsiderOk && !(await this.mayRead(record, loaded.state, playerId))) throw notFound(matchId);
      const decided = decide(loaded.setup, loaded.state, loaded.record);
      if (!decided.ok) throw refused(decided.error);
      const outcome = await this.append(loaded, playerId, key, decided.value);
      if (typeof outcome !== 'string') return outcome;
      // A twin submission with the same key loses the row lock to the first and
      // sees STALE, not DUPLICATE_KEY: either way the first one's result is the answer.
      if (keyed !== null) {
        const earlier = await this.earlier(record, playerId, keyed);
        if (earlier) return earlier;
      }
      if (expectedSeq !== null) throw staleSeq(expectedSeq, (await this.repo.seqOf(matchId)) ?? expectedSeq + 1);
      if (attempt >= LOBBY_RETRIES) throw new DomainError('STALE_SEQ', 'the match kept changing; try again');
    }
  }

  /**
   * A command naming the seq the cache holds is decided on the cache, without
   * reading the row first: the append accepts it only at exactly that seq, so
   * success needs no earlier check. Anything else (a refusal, a stale seq, a
   * reused idempotency key) is answered the checked way (null), so an error is
   * never reported against a state the database has moved past.
   */
  private async commitOnCache(
    matchId: string,
    playerId: string,
    expectedSeq: number,
    key: string | null,
    decide: Decide,
    outsiderOk: boolean,
  ): Promise<Committed | null> {
    const cached = this.cache.get(matchId);
    if (!cached || cached.record.seq !== expectedSeq || cached.state.seq !== expectedSeq) return null;
    if (!outsiderOk && !mayRead(cached.record, cached.state, playerId)) return null;
    const decided = decide(cached.setup, cached.state, cached.record);
    if (!decided.ok) return null;
    const outcome = await this.append(cached, playerId, key, decided.value);
    return typeof outcome === 'string' ? null : outcome;
  }

  /** Appends decided events at the seq `m` was rebuilt at; the committed match, or why the log refused them. */
  private async append(
    m: LoadedMatch,
    playerId: string,
    key: string | null,
    events: readonly MatchEvent[],
  ): Promise<Committed | Exclude<AppendOutcome, 'APPENDED'>> {
    const { record, setup, state } = m;
    const after = replayMatch(setup, state, events);
    if (!after.ok) throw new Error(`decided events do not replay: ${after.error.message}`);
    const at = this.clock.now();
    const summary = summarize(after.state);
    const outcome = await this.repo.append({
      matchId: record.id,
      at,
      expectedSeq: record.seq,
      events,
      playerId,
      idempotencyKey: key,
      summary,
      joined: joinedIn(events),
      left: events.flatMap((e) => (e.kind === 'left' ? [e.playerId] : [])),
    });
    if (outcome !== 'APPENDED') return outcome;
    const committed = advanced(m, after.state, summary, at);
    this.cache.set(record.id, committed);
    const stored = storedRows(events, record.seq, playerId, at);
    this.announcer.appended(record.id, record.creatorId, stored, state, after.state, summary.awaiting);
    // Called off before it started: those it invited who never joined were told it waits for them.
    if (record.visibility === 'private' && state.status === 'open' && after.state.status === 'aborted') {
      const told = new Set([record.creatorId, ...state.lobby]);
      this.announcer.invited(
        record.id,
        this.repo.invitees(record.id).then((ids) => ids.filter((id) => !told.has(id))),
        after.state,
      );
    }
    return { events: stored, fresh: true, ...committed };
  }

  /** The result of the request a key was first sent with; IDEMPOTENCY_KEY_REUSED if that was another request. */
  private async earlier(record: MatchRecord, playerId: string, keyed: Keyed): Promise<Committed | null> {
    const events = await this.repo.batchByKey(record.id, playerId, keyed.key);
    if (!events) return null;
    const [first] = events;
    if (
      !answersRequest(this.setupOf(record), record.seating.indexOf(playerId), keyed.request, first.event, first.batch)
    )
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        `this idempotency key was first sent with another request in this match (logged at seq ${first.batch}); ` +
          'a new request needs a new key',
      );
    const fresh = await this.repo.find(record.id);
    return { ...(await this.load(fresh ?? record)), events, fresh: false };
  }

  /**
   * Another instance appended `rows`: a cached match they continue exactly is
   * brought up to date, so the next command on it here is decided on the
   * cache instead of reading the row and the log. Anything else is left for
   * the next read to catch up from the database.
   */
  follow(matchId: string, rows: readonly StoredEvent[]): void {
    const cached = this.cache.peek(matchId);
    if (!cached || rows.length === 0 || rows[0].seq !== cached.state.seq || cached.record.seq !== cached.state.seq)
      return;
    const replayed = replayMatch(
      cached.setup,
      cached.state,
      rows.map((r) => r.event),
    );
    if (!replayed.ok) {
      this.cache.delete(matchId);
      return;
    }
    this.cache.set(
      matchId,
      advanced(cached, replayed.state, summarize(replayed.state), rows[rows.length - 1].createdAt),
    );
  }

  /** Rebuilds a match's state from the cache and the log rows it lacks. */
  /** The match at the row's seq, from the cache or replayed; `remember`: keep a replayed state in the cache. */
  async load(record: MatchRecord, remember = true): Promise<LoadedMatch> {
    const setup = this.setupOf(record);
    const cached = (remember ? this.cache.get(record.id) : this.cache.peek(record.id))?.state;
    const from = cached && cached.seq <= record.seq ? cached : EMPTY_MATCH;
    if (from.seq === record.seq) return { record, setup, state: from };
    // Another writer may have appended since the row was read: replay up to the
    // row's seq only, so the state is the one the caller checked expectedSeq against.
    const rows = (await this.repo.events(record.id, from.seq)).filter((r) => r.seq < record.seq);
    const replayed = replayMatch(
      setup,
      from,
      rows.map((r) => r.event),
    );
    if (!replayed.ok) throw corruptLog(record.id, replayed.index);
    const loaded = { record, setup, state: replayed.state };
    if (remember) this.cache.set(record.id, loaded);
    return loaded;
  }

  private setupOf(record: MatchRecord): MatchSetup {
    const game = this.catalog.get(record.gameId)?.rules;
    if (!game)
      throw new DomainError(
        'UNKNOWN_GAME',
        `match ${record.id} is of game "${record.gameId}", which this server does not host`,
      );
    if (game.rulesVersion !== record.rulesVersion) {
      throw new DomainError(
        'UNKNOWN_RULES_VERSION',
        `match ${record.id} was created under rules ${record.rulesVersion}; this server plays ${game.rulesVersion}`,
      );
    }
    // The deals follow from the seed only by the algorithm the match was committed to: any other would re-deal it.
    if (record.shuffleAlgorithm !== SHUFFLE_ALGORITHM)
      throw new DomainError(
        'UNKNOWN_SHUFFLE_ALGORITHM',
        `match ${record.id} was dealt by ${record.shuffleAlgorithm}; this server deals by ${SHUFFLE_ALGORITHM}`,
      );
    const rules = game.configure(record.options);
    // Stored options that these rules refuse were written under others: the same as another rules version.
    if (!rules.ok)
      throw new DomainError(
        'UNKNOWN_RULES_VERSION',
        `match ${record.id} was created with options that rules ${game.rulesVersion} do not accept`,
      );
    return { game, rules: rules.value, seats: record.seats, creatorId: record.creatorId, seed: record.seed };
  }
}
