import { Injectable } from '@nestjs/common';
import { commitment } from '../../engine';
import {
  EMPTY_MATCH,
  replayMatch,
  summarize,
  deadlineOf,
  movesClock,
  ArchiveEntry,
  archiveEntry,
} from '../domain/match-state';
import { ArchiveRepository } from '../persistence/archive.repository';
import { MatchesRepository } from '../persistence/matches.repository';
import { MatchReader } from '../reading/match-reader';

/** What `verify` finds: where the log stops replaying, and every divergence from the row. */
export interface VerifyReport {
  readonly ok: boolean;
  readonly seq: number;
  readonly problems: readonly string[];
}

/** JSON with every object's keys sorted: the archive's jsonb columns keep keys in their own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** How the stored archive entry differs from the one the log gives (none when neither exists). */
function archiveProblems(expected: ArchiveEntry | null, stored: ArchiveEntry | null): string[] {
  if (expected === null)
    return stored === null ? [] : ['an archive entry is stored, but the log says the match has not finished'];
  if (stored === null) return ['the match has finished, but no archive entry is stored'];
  return (Object.keys(expected) as (keyof ArchiveEntry)[]).flatMap((key) =>
    canonical(expected[key]) === canonical(stored[key])
      ? []
      : [`archive ${key} ${canonical(stored[key])}, log says ${canonical(expected[key])}`],
  );
}

/** Operator checks: replaying a match from scratch against its row, and walking every match. */
@Injectable()
export class MatchVerifier {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly reader: MatchReader,
    private readonly archive: ArchiveRepository,
  ) {}

  /**
   * Replays a match from scratch, bypassing the cache, and reports where the
   * log stops replaying, whether the seed commits to the row's commitment, and
   * whether the row's cached columns and the archive's entry agree with the fold. A match this server
   * cannot replay at all is refused with the coded error that says why.
   */
  async verify(matchId: string): Promise<VerifyReport> {
    const record = await this.reader.found(matchId);
    const problems: string[] = [];
    const setup = this.reader.setupOf(record);
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
    // An imported match was committed to under its id where it was played (docs/records.md#importing-a-record).
    const committedId = record.originId ?? record.id;
    const committed = commitment(committedId, Buffer.from(record.seed, 'hex'), record.shuffleAlgorithm);
    if (committed !== record.commitment)
      problems.push(`row commitment ${record.commitment}, but the seed commits to ${committed}`);
    const summary = summarize(state);
    for (const key of Object.keys(summary) as (keyof typeof summary)[]) {
      if (JSON.stringify(summary[key]) !== JSON.stringify(record[key]))
        problems.push(`row ${key} ${JSON.stringify(record[key])}, log says ${JSON.stringify(summary[key])}`);
    }
    // The clock: awaited since the last batch with an event other than a vacation's pause or resume (the
    // row's creation, with none), and the deadline deadlineOf computes from it and the pauses the log holds.
    const moved = events.findLast((e) => movesClock(e.event));
    const awaitedSinceMs = moved ? moved.createdAt.getTime() : record.createdAtMs;
    const deadlineMs = deadlineOf({ daysPerMove: record.daysPerMove, awaitedSinceMs }, state);
    const iso = (ms: number | null) => (ms === null ? 'null' : new Date(ms).toISOString());
    if (record.awaitedSinceMs !== awaitedSinceMs)
      problems.push(`row awaitedSince ${iso(record.awaitedSinceMs)}, log says ${iso(awaitedSinceMs)}`);
    if (record.deadlineMs !== deadlineMs)
      problems.push(`row deadline ${iso(record.deadlineMs)}, log says ${iso(deadlineMs)}`);
    // The archive's entry, as the batch that finished the match wrote it (the time of the log's last event).
    const ended = events.length === 0 ? record.updatedAtMs : events[events.length - 1].createdAt.getTime();
    problems.push(...archiveProblems(archiveEntry(record, setup, state, ended), await this.archive.entry(matchId)));
    return { ok: problems.length === 0, seq: state.seq, problems };
  }

  /** Ids of every match after `after`, in id order, at most `limit`: for walking all of them (verify --all). */
  matchIds(after: string | null, limit: number): Promise<string[]> {
    return this.repo.ids(after, limit);
  }
}
