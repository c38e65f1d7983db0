import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { SealedGame } from '../engine';
import { Clock, DomainError } from '../common';
import { GameCatalog } from '../games';
import { Divergence, describeDivergence } from './record-divergence';
import { parseRecords } from './record-parser';
import { VerifiedRecord } from './record-verifier';
import { verifyRecords } from './verify-records';
import {
  EMPTY_MATCH,
  LoadedMatch,
  MatchEvent,
  MatchReader,
  MatchRecord,
  MatchSetup,
  MatchesRepository,
  archiveEntry,
  importedSeat,
  replayMatch,
  summarize,
} from '../matches';

/** An imported record: the match it is here, and whether this import wrote it. */
export interface ImportedRecord extends LoadedMatch {
  readonly fresh: boolean;
}

function invalid(d: Divergence): DomainError {
  const where = { record: d.record, line: d.line, expected: d.expected, found: d.found };
  return new DomainError('RECORD_INVALID', `the record diverges at ${describeDivergence(d)}`, {
    ...where,
    ...(d.section === null ? {} : { section: d.section }),
    ...(d.move === null ? {} : { move: d.move }),
  });
}

/** A log's game entries, as a record holds them: moves and timeouts, one text each. */
function played(events: readonly MatchEvent[]): string[] {
  return events.flatMap((e) =>
    e.kind === 'move' ? [`${e.seat} ${e.move} ${e.forced}`] : e.kind === 'timedOut' ? [`${e.seat} timed out`] : [],
  );
}

function sameLog(a: readonly MatchEvent[], b: readonly MatchEvent[]): boolean {
  const x = played(a);
  const y = played(b);
  return x.length === y.length && x.every((entry, i) => entry === y[i]);
}

/**
 * Importing a record (docs/records.md#importing-a-record): verified by the
 * same function as `npm run record:verify`, against the games this server
 * hosts; only a finished match's record, whose seed re-derives every deal
 * and every part its reader could not see. Stored as an open, finished
 * match whose seats are the record's names (imported-seats.ts), row and log
 * in one write. A record of a match already here (its commitment) is that
 * match, if its moves are the same.
 */
@Injectable()
export class RecordImports {
  private readonly games: ReadonlyMap<string, SealedGame>;

  constructor(
    private readonly repo: MatchesRepository,
    private readonly reader: MatchReader,
    private readonly clock: Clock,
    catalog: GameCatalog,
  ) {
    this.games = new Map(catalog.list().map((hosted) => [hosted.rules.id, hosted.rules]));
  }

  async import(playerId: string, text: string): Promise<ImportedRecord> {
    const record = this.verified(text);
    const held = await this.repo.findByCommitment(record.commitment);
    if (held) return this.existing(playerId, held, record);
    const stored = await this.store(playerId, record);
    if (stored) return { ...(await this.reader.load(stored)), fresh: true };
    // Imported meanwhile by another request: the match that one wrote.
    const raced = await this.repo.findByCommitment(record.commitment);
    if (!raced) throw new Error(`an import of ${record.matchId} conflicted with no match`);
    return this.existing(playerId, raced, record);
  }

  /** The one record of `text`, verified, of a finished match; refused with the first divergence otherwise. */
  private verified(text: string): VerifiedRecord & { readonly endedAt: Date } {
    const parsed = parseRecords(text);
    const count = parsed.records.length;
    if (count > 1 || (count === 0 && parsed.ok))
      throw new DomainError('RECORD_NOT_SINGLE', `the body holds ${count} records: import one at a time`, {
        records: count,
      });
    const [verdict] = verifyRecords(text, this.games, this.clock.now());
    if (verdict.kind === 'diverges') throw invalid(verdict.divergence);
    if (verdict.kind === 'unsealed' || verdict.record.status !== 'finished')
      throw new DomainError(
        'RECORD_UNFINISHED',
        `the record's match is ${verdict.kind === 'unsealed' ? 'not over: it has no Seed' : verdict.record.status}: only finished matches are imported`,
        { status: verdict.kind === 'unsealed' ? 'unsealed' : verdict.record.status },
      );
    const { record } = verdict;
    // The verification refuses a finished record without its Ended tag.
    if (record.endedAt === null) throw new Error(`a verified finished record without Ended: ${record.matchId}`);
    return { ...record, endedAt: record.endedAt };
  }

  /** Writes the record as a new match; null when one with its commitment was written meanwhile. */
  private async store(playerId: string, record: VerifiedRecord & { endedAt: Date }): Promise<MatchRecord | null> {
    const seating = record.seats.map((_seat, i) => importedSeat(i));
    const setup: MatchSetup = {
      game: record.game,
      rules: record.rules,
      seats: seating.length,
      creatorId: playerId,
      seed: record.seed,
    };
    const events: MatchEvent[] = [{ kind: 'started', seating }, ...record.events];
    const replayed = replayMatch(setup, EMPTY_MATCH, events);
    // The verifier replayed these moves through the same rules, to the end.
    if (!replayed.ok || replayed.state.status !== 'finished')
      throw new Error(`the verified record of ${record.matchId} does not replay to its end`);
    const id = randomUUID();
    const createdAtMs = record.createdAt.getTime();
    const endedAtMs = record.endedAt.getTime();
    const visibility = 'open';
    const archive = archiveEntry(
      {
        id,
        gameId: record.game.id,
        daysPerMove: record.daysPerMove,
        rated: false,
        visibility,
        createdAtMs,
        importedFrom: record.site,
      },
      setup,
      replayed.state,
      endedAtMs,
    );
    if (archive === null) throw new Error(`the verified record of ${record.matchId} has no result`);
    return this.repo.importMatch({
      id,
      gameId: record.game.id,
      rulesVersion: record.game.rulesVersion,
      options: record.rules.options,
      seats: seating.length,
      inviteCode: randomBytes(9).toString('base64url'),
      creatorId: playerId,
      seed: record.seed,
      shuffleAlgorithm: record.shuffleAlgorithm,
      commitment: record.commitment,
      daysPerMove: record.daysPerMove,
      createdAtMs,
      updatedAtMs: endedAtMs,
      importedFrom: record.site,
      originId: record.matchId,
      seatNames: record.seats.map((s) => s.name),
      seatHandles: record.seats.map((s) => s.handle ?? ''),
      summary: summarize(replayed.state),
      events,
      archive,
    });
  }

  /**
   * A record of a match already here: that match when its log plays the same
   * moves and the caller may read it; RECORD_CONFLICT otherwise, naming it
   * only to a caller who may read it.
   */
  private async existing(playerId: string, held: MatchRecord, record: VerifiedRecord): Promise<ImportedRecord> {
    const readable = await this.reader.mayRead(held, playerId);
    const log = await this.reader.events(held.id, 0);
    if (
      readable &&
      sameLog(
        log.map((row) => row.event),
        record.events,
      )
    )
      return { ...(await this.reader.read(playerId, held.id)), fresh: false };
    throw new DomainError(
      'RECORD_CONFLICT',
      readable
        ? `match ${record.matchId} is here already, as ${held.id}, and its moves are not this record's`
        : `match ${record.matchId} is here already`,
      readable ? { matchId: held.id } : undefined,
    );
  }
}
