import { Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { SHUFFLE_ALGORITHM, commitment, err } from '../../engine';
import { Clock, DomainError, LruCache } from '../../common';
import { GameCatalog } from '../../games';
import * as decisions from '../domain/decide';
import { notFound, refused, staleSeq } from '../domain/edge-errors';
import { KeyedRequest, answersRequest } from '../domain/keyed-request';
import { mayReadByRow } from '../domain/match-access';
import { MatchEvent } from '../domain/match-event';
import { batchNotices, creationNotices } from '../domain/decide';
import { MatchRecord, MatchVisibility } from '../domain/match-record';
import { MatchSetup } from '../domain/match-setup';
import {
  EMPTY_MATCH,
  MatchState,
  replayMatch,
  summarize,
  archiveEntry,
  deadlineOf,
  timingAfter,
  LoadedMatch,
  advanced,
} from '../domain/match-state';
import { Vacation, VacationsRepository } from '../../vacations/store';
import { Appended, AppendOutcome, MatchesRepository } from '../persistence/matches.repository';
import { StoredEvent } from '../persistence/stored-event';
import { MatchReader } from '../reading/match-reader';
import { Effect, MatchAnnouncer, appendEffects, creationEffects } from '../realtime/match-announcer';

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
  /** Whether it counts for ratings (docs/ratings.md); casual when absent. */
  readonly rated?: boolean;
}

export interface SubmitMove {
  readonly matchId: string;
  /** The seq the client decided the move at: the move is appended there or not at all. */
  readonly expectedSeq: number;
  /** In the game's notation. */
  readonly move: string;
  readonly idempotencyKey: string | null;
  /** The game whose typed move input carried the move (GraphQL): refused on a match of another game. */
  readonly typedFor?: string;
}

/** What a submission appended (or, for a repeated idempotency key, had appended). */
export interface Committed extends LoadedMatch {
  readonly events: readonly StoredEvent[];
  /** False when an idempotency key returned an earlier submission's result. */
  readonly fresh: boolean;
}

/** Decides a command against the match rebuilt at `record`'s seq. */
type Decide = (setup: MatchSetup, state: MatchState, record: MatchRecord) => decisions.Decided;

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
  readonly expectedSeq: number | null;
  readonly keyed: Keyed | null;
  readonly decide: Decide;
  /** The player came with the match's invite code, which lets anyone with no part in a private match join it. */
  readonly byInviteCode: boolean;
}

function command(c: Pick<Command, 'matchId' | 'playerId' | 'decide'> & Partial<Command>): Command {
  return { expectedSeq: null, keyed: null, byInviteCode: false, ...c };
}

/** The players a batch of events seats. */
function joinedIn(events: readonly MatchEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'joined' ? [e.playerId] : []));
}

/** A batch as logged from `seq` on: one submission by `playerId`, stamped `at`. */
function storedRows(events: readonly MatchEvent[], seq: number, playerId: string, at: Date): StoredEvent[] {
  return events.map((event, i) => ({ seq: seq + i, batch: seq, event, playerId, createdAt: at }));
}

/**
 * Commands that name no seq (the lobby's, a resignation) are tried again when
 * another write got in first, a few times more than the match has seats: each
 * write that got in first is another command's progress, and seating ones
 * take a seat each, so racers for the last seats (a join, a seatBot) all find
 * the match full or started, the refusal their command gets, within that many.
 */
const ATTEMPTS = 6;

/**
 * Match commands: create, join, leave, start, abort, resign, claim a
 * timeout, move. Each is decided against the state rebuilt from the log
 * (decide), appended at exactly the seq it was decided at (append), and its
 * effects are handed to the announcer once it has committed.
 */
@Injectable()
export class MatchCommands {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly reader: MatchReader,
    private readonly cache: LruCache<LoadedMatch>,
    private readonly announcer: MatchAnnouncer,
    private readonly clock: Clock,
    private readonly catalog: GameCatalog,
    private readonly vacations: VacationsRepository,
  ) {}

  private readonly logger = new Logger(MatchCommands.name);

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
    const setup: MatchSetup = { game, rules: rules.value, seats, creatorId: playerId, seed: seed.toString('hex') };
    // The creator's seat is decided here and written with the row, so no match is ever left without it.
    const taken = input.takeSeat ? decisions.join(setup, EMPTY_MATCH, playerId) : null;
    if (taken && !taken.ok) throw refused(taken.error);
    const events = taken?.ok ? taken.value : [];
    const after = replayMatch(setup, EMPTY_MATCH, events);
    if (!after.ok) throw new Error(`decided events do not replay: ${after.error.message}`);
    const at = this.clock.now();
    const summary = summarize(after.state);
    const daysPerMove = input.daysPerMove ?? null;
    const timing = timingAfter({ daysPerMove, awaitedSinceMs: at.getTime() }, after.state, events, at.getTime());
    const notices = creationNotices(playerId, invited, summary.awaiting);
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
      daysPerMove,
      rated: input.rated ?? false,
      invited,
      opening: {
        events,
        summary,
        timing,
        at,
        joined: joinedIn(events),
        notices,
      },
    });
    const created: LoadedMatch = { record, setup, state: after.state };
    this.cache.set(id, created);
    const stored = storedRows(events, 0, playerId, at);
    this.announcer.announce(creationEffects(created, stored, notices.length > 0, summary.awaiting, invited));
    return { ...created, events: stored, fresh: true };
  }

  /**
   * Joins by match id (open matches, or invitees) or by invite code. A bot
   * account (`bot`) joins by invitation only: by the code, or as an invitee
   * of a private match; an open match by its id refuses it.
   */
  async join(playerId: string, target: { matchId?: string; inviteCode?: string }, bot = false): Promise<Committed> {
    const record = target.inviteCode
      ? await this.repo.findByInviteCode(target.inviteCode)
      : target.matchId
        ? await this.repo.find(target.matchId)
        : null;
    if (!record)
      throw target.inviteCode
        ? new DomainError('NOT_FOUND', 'no match has this invite code')
        : notFound(target.matchId ?? '');
    if (bot && !target.inviteCode && record.visibility === 'open')
      throw new DomainError(
        'BOTS_NOT_ALLOWED',
        'a bot account joins a match by invitation only: by its invite code, or invited to a private match',
      );
    // An invite code or an open match lets anyone join; a private match by id only its invitees.
    return this.commit(
      command({
        matchId: record.id,
        playerId,
        decide: (setup, state) => decisions.join(setup, state, playerId),
        byInviteCode: Boolean(target.inviteCode),
      }),
    );
  }

  /** The creator seats a built-in bot: the first of its system accounts (`accounts`) not yet in the lobby. */
  seatBot(playerId: string, matchId: string, accounts: readonly string[]): Promise<Committed> {
    return this.commit(
      command({ matchId, playerId, decide: (setup, state) => decisions.seatBot(setup, state, playerId, accounts) }),
    );
  }

  leave(playerId: string, matchId: string): Promise<Committed> {
    return this.commit(command({ matchId, playerId, decide: (_setup, state) => decisions.leave(state, playerId) }));
  }

  start(playerId: string, matchId: string): Promise<Committed> {
    return this.commit(
      command({ matchId, playerId, decide: (setup, state) => decisions.start(setup, state, playerId) }),
    );
  }

  abort(playerId: string, matchId: string): Promise<Committed> {
    return this.commit(
      command({ matchId, playerId, decide: (setup, state) => decisions.abort(setup, state, playerId) }),
    );
  }

  /** A resignation; `bots`: the built-in bots that may take the seat over under the game's takeover (Game.takeover). */
  resign(
    playerId: string,
    matchId: string,
    idempotencyKey: string | null,
    bots: readonly string[] = [],
  ): Promise<Committed> {
    return this.commit(
      command({
        matchId,
        playerId,
        keyed: keyed(idempotencyKey, { kind: 'resign' }),
        decide: (setup, state) => decisions.resign(setup, state, playerId, bots),
      }),
    );
  }

  /**
   * Another player claims the awaited decision is overdue (see deadlineOf):
   * the awaited seats time out. Checked against this server's clock.
   */
  async claimTimeout(
    playerId: string,
    matchId: string,
    idempotencyKey: string | null,
    bots: readonly string[] = [],
  ): Promise<Committed> {
    // A vacation the log lacks (its pause was lost to a crash) is recorded first: the claim is decided with it.
    const record = await this.reader.found(matchId);
    if (record.status === 'active') await this.recordAbsences(matchId, record.seating);
    return this.commit(
      command({
        matchId,
        playerId,
        keyed: keyed(idempotencyKey, { kind: 'claimTimeout' }),
        decide: (setup, state, record) =>
          decisions.claimTimeout(setup, state, playerId, deadlineOf(record, state), this.clock.millis(), bots),
      }),
    );
  }

  /**
   * Records a seated player's vacation in an active match (a `paused`
   * event, docs/vacations.md); nothing when the log already has it, or the
   * player has no seat in an active match.
   */
  pause(playerId: string, matchId: string, vacation: Vacation): Promise<Committed> {
    const since = new Date(vacation.startedMs).toISOString();
    const until = new Date(vacation.untilMs).toISOString();
    return this.commit(
      command({ matchId, playerId, decide: (_setup, state) => decisions.pause(state, playerId, since, until) }),
    );
  }

  /** Records in an active match that a player's vacation ended early, at its `endedMs`; nothing when the log has no such pause running. */
  resume(playerId: string, matchId: string, vacation: Vacation): Promise<Committed> {
    const since = new Date(vacation.startedMs).toISOString();
    const at = new Date(vacation.endedMs ?? vacation.untilMs).toISOString();
    return this.commit(
      command({ matchId, playerId, decide: (_setup, state) => decisions.resume(state, playerId, since, at) }),
    );
  }

  /**
   * Records a player's vacation in every active match they sit in: its
   * pause, or (`resume`) its early end. Each match is its own command; one
   * that fails is logged and the rest still go ahead (a claim records a
   * missing pause before it is decided: recordAbsences). The matches it changed.
   */
  async recordVacation(playerId: string, vacation: Vacation, change: 'pause' | 'resume'): Promise<number> {
    let changed = 0;
    for (const matchId of await this.repo.activeSeating(playerId)) {
      try {
        const done = await this[change](playerId, matchId, vacation);
        if (done.events.length > 0) changed++;
      } catch (error) {
        this.logger.error(`recording a vacation (${change}) in match ${matchId}: ${String(error)}`);
      }
    }
    return changed;
  }

  /**
   * Records every vacation of the seated players running now that the
   * match's log lacks. A match that starts records them in its starting
   * batch; this catches a vacation that began while the start was being
   * decided, and a pause lost to a crash before a claim.
   */
  async recordAbsences(matchId: string, seating: readonly string[]): Promise<void> {
    for (const vacation of await this.vacations.runningAt(seating, this.clock.now()))
      await this.pause(vacation.playerId, matchId, vacation);
  }

  /** A move at exactly `expectedSeq`; forced plays that follow are appended with it. */
  submitMove(
    playerId: string,
    { matchId, expectedSeq, move, idempotencyKey, typedFor }: SubmitMove,
  ): Promise<Committed> {
    return this.commit(
      command({
        matchId,
        playerId,
        expectedSeq,
        keyed: keyed(idempotencyKey, { kind: 'move', expectedSeq, text: move }),
        decide: (setup, state) =>
          typedFor === undefined || typedFor === setup.game.id
            ? decisions.play(state, playerId, move)
            : err({
                code: 'MALFORMED_MOVE',
                message: `a move typed for ${typedFor} on a match of ${setup.game.id}: type it in the field of its game`,
              }),
      }),
    );
  }

  /**
   * Decides a command against the rebuilt state and appends its events at the
   * seq it was decided at. When another write got in first, it is read again:
   * a key already used answers with its first result, a command that named a
   * seq is stale, and any other is decided again.
   */
  private async commit(c: Command): Promise<Committed> {
    const onCache = c.expectedSeq === null ? null : await this.commitOnCache(c, c.expectedSeq);
    if (onCache) return onCache;
    for (let attempt = 1; ; attempt++) {
      const read = await this.reader.foundWithLog(c.matchId);
      const { record } = read;
      // A twin submission with the same key loses the row lock to the first and
      // sees STALE, not DUPLICATE_KEY: either way the first one's result is the answer.
      // A command at the row's seq on its first attempt looks only if it would not
      // append: an append fails on a key used before (DUPLICATE_KEY), and the next attempt looks.
      const looked = c.keyed !== null && (attempt > 1 || c.expectedSeq !== record.seq);
      const earlier = looked && c.keyed ? await this.earlier(record, c.playerId, c.keyed) : null;
      if (earlier) return earlier;
      if (c.expectedSeq !== null && c.expectedSeq !== record.seq) throw staleSeq(c.expectedSeq, record.seq);
      if (!c.byInviteCode && !(await this.reader.mayRead(record, c.playerId))) throw notFound(c.matchId);
      const loaded = await this.reader.rebuilt(read);
      const decided = c.decide(loaded.setup, loaded.state, loaded.record);
      if (!decided.ok || decided.value.length === 0) {
        const first = !looked && c.keyed ? await this.earlier(record, c.playerId, c.keyed) : null;
        if (first) return first;
        if (!decided.ok) throw refused(decided.error);
        // Nothing to append (a vacation the log already records): the match as it is.
        return { ...loaded, events: [], fresh: false };
      }
      const outcome = await this.append(loaded, c, decided.value);
      if (typeof outcome !== 'string') return outcome;
      if (attempt >= ATTEMPTS + record.seats) throw new DomainError('STALE_SEQ', 'the match kept changing; try again');
    }
  }

  /**
   * A command naming the seq the cache holds is decided on the cache, without
   * reading the row first: the append accepts it only at exactly that seq, so
   * success needs no earlier check. Anything else (a refusal, a stale seq, a
   * reused idempotency key) is answered the checked way (null), so an error is
   * never reported against a state the database has moved past.
   */
  private async commitOnCache(c: Command, expectedSeq: number): Promise<Committed | null> {
    const cached = this.cache.get(c.matchId);
    if (!cached || cached.record.seq !== expectedSeq || cached.state.seq !== expectedSeq) return null;
    if (!c.byInviteCode && mayReadByRow(cached.record, c.playerId) !== true) return null;
    const decided = c.decide(cached.setup, cached.state, cached.record);
    if (!decided.ok || decided.value.length === 0) return null;
    const outcome = await this.append(cached, c, decided.value);
    return typeof outcome === 'string' ? null : outcome;
  }

  /**
   * Appends decided events at the seq `m` was rebuilt at, then carries out
   * their effects: the committed match, or why the log refused them.
   */
  private async append(
    m: LoadedMatch,
    c: Command,
    decided: readonly MatchEvent[],
  ): Promise<Committed | Exclude<AppendOutcome, Appended>> {
    const { record, setup, state } = m;
    const at = this.clock.now();
    let events = decided;
    let after = replayMatch(setup, state, events);
    if (!after.ok) throw new Error(`decided events do not replay: ${after.error.message}`);
    const starts = state.status === 'open' && after.state.status === 'active';
    if (starts) {
      // Players already on vacation when the match starts: their pauses are part of the batch that starts it.
      events = [...events, ...(await this.absencesAt(after.state, at))];
      after = replayMatch(setup, state, events);
      if (!after.ok) throw new Error(`decided events do not replay: ${after.error.message}`);
    }
    const summary = summarize(after.state);
    const timing = timingAfter(record, after.state, events, at.getTime());
    const outcome = await this.repo.append({
      matchId: record.id,
      at,
      expectedSeq: record.seq,
      events,
      playerId: c.playerId,
      idempotencyKey: c.keyed?.key ?? null,
      summary,
      timing,
      joined: joinedIn(events),
      left: events.flatMap((e) => (e.kind === 'left' ? [e.playerId] : [])),
      told: batchNotices(record, state, after.state, events, summary.awaiting),
      archive: state.status === 'finished' ? null : archiveEntry(record, setup, after.state, at.getTime()),
    });
    if (typeof outcome === 'string') return outcome;
    const committed = advanced(m, after.state, summary, timing, at);
    this.cache.set(record.id, committed);
    const stored = storedRows(events, record.seq, c.playerId, at);
    const effects: Effect[] = appendEffects(
      record,
      stored,
      state,
      committed,
      outcome.noticesWritten,
      summary.awaiting,
      () => this.repo.invitees(record.id),
    );
    this.announcer.announce(effects);
    if (starts)
      // A vacation that began while the start was decided, which the fan-out that records it may not have seen active.
      await this.recordAbsences(record.id, after.state.seating).catch((error: unknown) =>
        this.logger.error(`recording vacations in match ${record.id}: ${String(error)}`),
      );
    return { events: stored, fresh: true, ...committed };
  }

  /** Pauses for the seated players of a match on vacation at `at`. */
  private async absencesAt(state: MatchState, at: Date): Promise<MatchEvent[]> {
    const events: MatchEvent[] = [];
    for (const v of await this.vacations.runningAt(state.seating, at)) {
      const paused = decisions.pause(
        state,
        v.playerId,
        new Date(v.startedMs).toISOString(),
        new Date(v.untilMs).toISOString(),
      );
      if (paused.ok) events.push(...paused.value);
    }
    return events;
  }

  /** The result of the request a key was first sent with; IDEMPOTENCY_KEY_REUSED if that was another request. */
  private async earlier(record: MatchRecord, playerId: string, keyed: Keyed): Promise<Committed | null> {
    const events = await this.repo.batchByKey(record.id, playerId, keyed.key);
    if (!events) return null;
    const [first] = events;
    const setup = this.reader.setupOf(record);
    if (!answersRequest(setup, record.seating.indexOf(playerId), keyed.request, first.event, first.batch))
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        `this idempotency key was first sent with another request in this match (logged at seq ${first.batch}); ` +
          'a new request needs a new key',
      );
    const fresh = await this.repo.find(record.id);
    return { ...(await this.reader.load(fresh ?? record)), events, fresh: false };
  }
}
