import { Injectable } from '@nestjs/common';
import { LruCache, DomainError } from '../../common';
import { GameCatalog } from '../../games';
import { corruptLog, notFound } from '../domain/edge-errors';
import { mayReadByRow } from '../domain/match-access';
import { MatchRecord } from '../domain/match-record';
import { MatchSetup } from '../domain/match-setup';
import {
  EMPTY_MATCH,
  MatchState,
  replayMatch,
  summarize,
  deadlineOf,
  movesClock,
  LoadedMatch,
} from '../domain/match-state';
import { MatchesRepository } from '../persistence/matches.repository';
import { StoredEvent } from '../persistence/stored-event';
import { SHUFFLE_ALGORITHM } from '../../engine';

/** A match's row and its log after the state it is rebuilt from (`from`). */
export interface ReadWithLog {
  readonly record: MatchRecord;
  readonly log: readonly StoredEvent[];
  readonly from: MatchState;
}

/**
 * Reading matches: a match rebuilt from its log through the state cache
 * (checked against the row's seq), who may read it, and its log rows.
 */
@Injectable()
export class MatchReader {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly cache: LruCache<LoadedMatch>,
    private readonly catalog: GameCatalog,
  ) {}

  /** A match as `playerId` (null: anonymous) may read it (NOT_FOUND for a private match they have no part in). */
  async read(playerId: string | null, matchId: string): Promise<LoadedMatch> {
    const cached = await this.current(matchId);
    if (cached) {
      if (!(await this.mayRead(cached.record, playerId))) throw notFound(matchId);
      return cached;
    }
    const read = await this.foundWithLog(matchId);
    if (!(await this.mayRead(read.record, playerId))) throw notFound(matchId);
    return this.rebuilt(read);
  }

  /** Log rows with seq ≥ `fromSeq` (the first `limit` when given), for a reader already checked by `read`. */
  events(matchId: string, fromSeq: number, limit?: number): Promise<StoredEvent[]> {
    return this.repo.events(matchId, fromSeq, limit);
  }

  /** The match's row; NOT_FOUND when there is none. */
  async found(matchId: string): Promise<MatchRecord> {
    const record = await this.repo.find(matchId);
    if (!record) throw notFound(matchId);
    return record;
  }

  /**
   * The row, with the log from where the cache's state of the match ends (or
   * from the start) up to the row's seq, in one read: what a match the cache
   * cannot serve costs. NOT_FOUND when there is no row. `rebuilt` then
   * replays it, once whoever asked has checked the row.
   */
  async foundWithLog(matchId: string): Promise<ReadWithLog> {
    const cached = this.cache.peek(matchId)?.state;
    const from = cached ?? EMPTY_MATCH;
    const found = await this.repo.findWithLog(matchId, from.seq);
    if (!found) throw notFound(matchId);
    return { ...found, from };
  }

  /** The match at the row's seq from a read of `foundWithLog`, kept in the cache. */
  async rebuilt(read: ReadWithLog): Promise<LoadedMatch> {
    // A state the cache took on after the row was read: the row's own seq is what the caller checked.
    return read.from.seq > read.record.seq ? this.load(read.record) : this.replayed(read, true);
  }

  /**
   * Whether `playerId` may read the match (domain/match-access.ts): from its
   * row where that settles it, else asked of the database. Decided before
   * anything is replayed, so a private match this server cannot rebuild
   * (another rules version, a corrupt log) is NOT_FOUND to outsiders like any
   * other, never a code that says it exists.
   */
  async mayRead(record: MatchRecord, playerId: string | null): Promise<boolean> {
    return mayReadByRow(record, playerId) ?? this.repo.mayRead(record.id, playerId);
  }

  /** The match at the row's seq, from the cache or replayed; `remember`: keep a replayed state in the cache. */
  async load(record: MatchRecord, remember = true): Promise<LoadedMatch> {
    const setup = this.setupOf(record);
    const cached = (remember ? this.cache.get(record.id) : this.cache.peek(record.id))?.state;
    const from = cached && cached.seq <= record.seq ? cached : EMPTY_MATCH;
    if (from.seq === record.seq) return { record, setup, state: from };
    // Another writer may have appended since the row was read: replay up to the
    // row's seq only, so the state is the one the caller checked expectedSeq against.
    const log = (await this.repo.events(record.id, from.seq)).filter((r) => r.seq < record.seq);
    return this.replayed({ record, log, from }, remember);
  }

  /** `from` with the log replayed on it; `remember`: keep it in the cache. */
  private replayed({ record, log, from }: ReadWithLog, remember: boolean): LoadedMatch {
    const setup = this.setupOf(record);
    const replayed = replayMatch(
      setup,
      from,
      log.map((r) => r.event),
    );
    if (!replayed.ok) throw corruptLog(record.id, replayed.index);
    const loaded = { record, setup, state: replayed.state };
    if (remember) this.cache.set(record.id, loaded);
    return loaded;
  }

  /**
   * The match as it stood when its log held `seq` events (at most the row's
   * seq): the row's cached columns as they were then, updatedAtMs the time of
   * the last of those events, the deadline the one that ran then.
   */
  async loadAt(record: MatchRecord, seq: number): Promise<LoadedMatch> {
    const current = await this.load(record);
    if (seq >= current.state.seq) return current;
    const setup = current.setup;
    const rows = seq === 0 ? [] : await this.repo.events(record.id, 0, seq);
    const replayed = replayMatch(
      setup,
      EMPTY_MATCH,
      rows.map((r) => r.event),
    );
    if (!replayed.ok) throw corruptLog(record.id, replayed.index);
    const last = rows.at(-1);
    const updatedAtMs = last ? last.createdAt.getTime() : record.createdAtMs;
    // The clock of the decision awaited then started with the last batch that moved it (deadlineOf, match-state.ts).
    const clocked = rows.findLast((r) => movesClock(r.event));
    const awaitedSinceMs = clocked ? clocked.createdAt.getTime() : record.createdAtMs;
    const then = { ...record, seq, ...summarize(replayed.state), updatedAtMs, awaitedSinceMs };
    return { record: { ...then, deadlineMs: deadlineOf(then, replayed.state) }, setup, state: replayed.state };
  }

  setupOf(record: MatchRecord): MatchSetup {
    return matchSetupOf(this.catalog, record);
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
}

/**
 * What a stored match was created with, as this server can replay it; refused
 * with a coded error when it cannot: a game it does not host, another rules
 * version, options these rules refuse, or a deal algorithm it does not deal by.
 */
export function matchSetupOf(catalog: GameCatalog, record: MatchRecord): MatchSetup {
  const game = catalog.get(record.gameId)?.rules;
  if (!game)
    throw new DomainError(
      'UNKNOWN_GAME',
      `match ${record.id} is of game "${record.gameId}", which this server does not host`,
    );
  if (game.rulesVersion !== record.rulesVersion)
    throw new DomainError(
      'UNKNOWN_RULES_VERSION',
      `match ${record.id} was created under rules ${record.rulesVersion}; this server plays ${game.rulesVersion}`,
    );
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
